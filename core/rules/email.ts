/**
 * The one e-mail rule of the form, the server, staff corrections and the staff accounts.
 *
 * Mailers read `, ; < > ( ) " : [ ]` and backslashes as address syntax: nodemailer delivers `root,x@example.org` to
 * `x@example.org` alone and `x(comment)@example.org` to `x@example.org`, so an address holding them is not the
 * mailbox that receives the mail. Such characters, whitespace of any script, control and formatting characters
 * (zero-width, bidi) are refused; letters of any script are allowed on both sides (IDN domains, as mailers send them
 * in punycode).
 */

/** One dot-separated piece of the part before the @: anything but address syntax, spaces and invisible characters. */
const localAtom = String.raw`[^\s@.,;<>()":\[\]\\\p{Cc}\p{Cf}\p{Co}\p{Cs}]+`;
/** A domain label: letters, marks and digits of any script, hyphens inside. */
const domainLabel = String.raw`[\p{L}\p{M}\p{N}]+(?:-+[\p{L}\p{M}\p{N}]+)*`;
/** The last label: at least two characters, starting with a letter (`org`, `中国`, `xn--fiqs8s`). */
const topLabel = String.raw`\p{L}[\p{L}\p{M}\p{N}]*(?:-+[\p{L}\p{M}\p{N}]+)*`;

/**
 * What an e-mail address must look like, as a regular expression: the form's schema uses it as the `email-address`
 * format (core/validation/validatorOptions.ts), so the browser and the server refuse the same addresses.
 */
export const emailAddressPattern = new RegExp(
  `^${localAtom}(?:\\.${localAtom})*@(?:${domainLabel}\\.)+(?=[^.]{2,}$)${topLabel}$`,
  'u',
);

/** The longest address the form takes (spec section 5: every string at most 200 characters). */
export const maxEmailLength = 200;

/**
 * The mailbox an address reaches, as a mailer sends to it: the domain in ASCII (punycode, lower case, full-width
 * letters folded, as UTS 46 maps them) and the part before the @ lower-cased in Unicode's composed form. Two addresses
 * with one mailbox are one registration. Undefined for an address that breaks the rule or whose domain has no ASCII
 * form.
 */
export function mailboxOf(address: string): string | undefined {
  if (!isEmailAddress(address)) return undefined;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).normalize('NFD').toLowerCase().normalize('NFC');
  let domain: string;
  try {
    domain = new URL(`http://${address.slice(at + 1)}`).hostname;
  } catch {
    return undefined;
  }
  // The URL parser leaves some things it does not refuse (an IPv4-looking name); those are no mail domains here.
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/.test(domain)) return undefined;
  return `${local}@${domain}`;
}

/** Whether `text` is an e-mail address the form and the server take. */
export function isEmailAddress(text: string): boolean {
  return text.length <= maxEmailLength && emailAddressPattern.test(text);
}

/**
 * The catalogue key of the form's message for a typed address (already trimmed), or undefined when it may be sent:
 * the delegate's e-mail change and "Find my registration" say what the form says, before anything is sent.
 */
export function emailAddressProblem(address: string): 'error.email.required' | 'error.email.invalid' | undefined {
  if (address === '') return 'error.email.required';
  return isEmailAddress(address) ? undefined : 'error.email.invalid';
}

/**
 * An address shown to someone who may not own it (the notice to the old address after a change): enough to recognise
 * it, not enough to write to it. 'jane.doe@mail.example.org' is 'j***@m***.org'.
 */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = Array.from(address.slice(0, Math.max(at, 0)));
  const domain = address.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const top = lastDot > 0 ? domain.slice(lastDot) : '';
  const host = Array.from(lastDot > 0 ? domain.slice(0, lastDot) : domain);
  return `${local[0] ?? ''}***@${host[0] ?? ''}***${top}`;
}
