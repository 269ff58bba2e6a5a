import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { delegatePaths } from '../../core/paths/delegatePaths';
import PageBanner from '../components/PageBanner';
import RegFormHeader from '../components/RegFormHeader';
import { clearDraft } from '../drafts/draftStorage';
import { useText } from '../i18n/useText';
import { keptThankYouToken } from '../registration/thankYouToken';

// The registration's summary reads it from the server with the delegate pages' code and texts: loaded when there is one.
const ThankYouRegistration = lazy(() => import('../delegate/ThankYouRegistration'));

/** Route '/thankMessage': thanks the delegate; ?payment=online was paid by card, any other value pays by bank transfer. */
export default function ThankMessage() {
  const text = useText();
  const [searchParams] = useSearchParams();
  const paidOnline = searchParams.get('payment') === 'online';
  // Reaching this page means the registration went through: its draft has served.
  useEffect(() => {
    clearDraft();
  }, []);
  // The form was left scrolled down at its submit button; this page starts at its top, language links in view. A block
  // body, not `() => window.scrollTo(0, 0)`: current Chromium answers a promise there, which React would take for the
  // effect's clean-up and call on leaving the page ("destroy is not a function", a blank page).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // Shown only when it looks like one of ours ('PICS2025-0042'), so a crafted link cannot put other words on the page.
  const reference = /^[A-Z0-9]{2,16}-\d{1,9}$/.exec(searchParams.get('reference') ?? '')?.[0];
  // The personal link's token: the page reads the reference and amount through it, from the server. It comes in the
  // history entry's state (from the form), or kept in this tab (back from a checkout); one in the address (an older
  // link) is moved out of it at once, so the history, a shared address or a bookmark never holds it.
  const location = useLocation();
  const navigate = useNavigate();
  const stateToken: unknown = (location.state as { token?: unknown } | null)?.token;
  const addressToken = searchParams.get('token') ?? undefined;
  const token =
    (typeof stateToken === 'string' ? stateToken : undefined) ??
    addressToken ??
    (paidOnline ? keptThankYouToken() : undefined) ??
    '';
  useEffect(() => {
    if (addressToken === undefined) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    void navigate({ search: `?${rest.toString()}` }, { replace: true, state: { token: addressToken } });
  }, [addressToken, navigate, searchParams]);

  return (
    <>
      {/* The h1 below says the event title, so the banner's title image need not say it again. */}
      <PageBanner decorativeTitle />
      <main className="page thank-message" id="main">
        <RegFormHeader datesOnly />
        <section aria-labelledby="thanks-title">
          <h2 id="thanks-title">{text('thanks.title')}</h2>
          {paidOnline ? (
            <>
              <p>{text('thanks.online.body')}</p>
              <p>{text('thanks.online.closing')}</p>
            </>
          ) : (
            <>
              <p>{text('thanks.bank.body')}</p>
              {reference && <p className="thank-message__reference">{text('thanks.bank.reference', { reference })}</p>}
            </>
          )}
          {token !== '' && (
            <Suspense fallback={null}>
              <ThankYouRegistration key={token} token={token} />
            </Suspense>
          )}
        </section>
        <p>
          <Link to="/">{text('thanks.back')}</Link>
        </p>
        <p>
          <Link to={delegatePaths.findRegistration}>{text('form.lostLink')}</Link>
        </p>
      </main>
    </>
  );
}
