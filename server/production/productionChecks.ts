/**
 * What production mode refuses, each named with the setting that fixes it, so that one start prints the whole list
 * rather than one problem per attempt.
 */
type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const trimmed = env[name]?.trim();
  return trimmed ? trimmed : undefined;
}

function isHttpsUrl(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every setting production mode cannot run with, as lines naming the variable and what to do; empty when it can. */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  const clock = value(env, 'REGISTRATION_CLOCK');
  if (clock !== undefined && clock !== 'now') {
    problems.push(
      `REGISTRATION_CLOCK=${clock}: a fixed clock would run the event's fee periods, closing date, invoices and history at that instant. Unset it (or set it to 'now') for the real time.`,
    );
  }
  if (value(env, 'STRIPE_SECRET_KEY') === undefined) {
    problems.push(
      'STRIPE_SECRET_KEY is not set: without a card provider, online payment goes to the local test checkout, whose Pay button marks a registration paid without taking any money. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  if (value(env, 'STRIPE_API_URL') !== undefined) {
    problems.push('STRIPE_API_URL is set: payments would go to a stand-in, not to Stripe. Unset it.');
  }
  if (value(env, 'SMTP_URL') === undefined) {
    problems.push(
      "SMTP_URL is not set: e-mails would stay in the server's local mailbox instead of reaching delegates. Set SMTP_URL to the organiser's SMTP server (smtp://user:password@host:587).",
    );
  }
  const siteUrl = value(env, 'SITE_URL');
  if (!isHttpsUrl(siteUrl)) {
    problems.push(
      `SITE_URL ${siteUrl === undefined ? 'is not set' : `is '${siteUrl}'`}: it must be the site's public https address (e.g. https://seminar.example.org), where checkouts and e-mails send delegates.`,
    );
  }
  const publicUrl = value(env, 'PUBLIC_URL');
  if (publicUrl !== undefined && !isHttpsUrl(publicUrl)) {
    problems.push(
      `PUBLIC_URL is '${publicUrl}': the backend's public address must be https, or unset (same as SITE_URL).`,
    );
  }
  if (value(env, 'SERVER_SECRET') === undefined) {
    problems.push(
      "SERVER_SECRET is not set: delegates' links and badge codes would be signed with a demonstration secret kept in a file beside the data directory. Set it to 32 random bytes, e.g. the output of: openssl rand -hex 32",
    );
  }
  const forced = value(env, 'FORCE_REGISTRATION_FAILURE');
  if (forced !== undefined) {
    problems.push(`FORCE_REGISTRATION_FAILURE=${forced}: every registration would fail on purpose. Unset it.`);
  }
  return problems;
}
