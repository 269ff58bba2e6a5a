import './delegate.css';

import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import type { DelegateView } from '../../core/api/delegateTypes';
import { matchLocale, requestedLocale, searchWithLocale } from '../../core/i18n/locales';
import { delegatePagePath, delegatePaths, tokenInPath } from '../../core/paths/delegatePaths';
import { offeredLocales } from '../i18n/catalogue';
import { useText } from '../i18n/useText';
import { keptThankYouToken } from '../registration/thankYouToken';
import { loadDelegateView } from './delegateApi';
import DelegateNotFound from './DelegateNotFound';
import DelegateRegistration from './DelegateRegistration';
import DelegateTexts from './DelegateTexts';

type Loading =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'shown'; view: DelegateView; status?: { text: string; count: number } };

/**
 * Route '/my/<token>' (and '/my/?checkout=cancelled', completed from the tab): the delegate's own registration page. It opens in the language the delegate registered in,
 * unless the address asks for another with ?lang=; a wrong or revoked link shows nothing of any registration.
 */
function DelegatePageShown() {
  const text = useText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const token = tokenInPath(pathname, delegatePaths.page);
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const checkoutCancelled = new URLSearchParams(search).get('checkout') === 'cancelled';
  // Back from a cancelled checkout at its tokenless address (the card provider keeps it): this tab kept the token.
  const keptToken = token === undefined && checkoutCancelled ? keptThankYouToken() : undefined;

  useEffect(() => {
    if (keptToken !== undefined) void navigate({ pathname: delegatePagePath(keptToken), search }, { replace: true });
  }, [keptToken, search, navigate]);

  useEffect(() => {
    if (token === undefined) {
      // The address is about to gain the kept token; until then the page stays loading.
      if (keptToken === undefined) setLoading({ state: 'notFound' });
      return;
    }
    let current = true;
    setLoading({ state: 'loading' });
    void loadDelegateView(token).then((result) => {
      if (!current) return;
      if (result.ok) setLoading({ state: 'shown', view: result.value });
      else setLoading({ state: result.status === 404 ? 'notFound' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [token, keptToken, attempt]);

  // The delegate's own language once known, written into the address as the switcher would (so a reload keeps it).
  const ownLanguage = loading.state === 'shown' ? matchLocale(loading.view.language, offeredLocales) : undefined;
  useEffect(() => {
    if (ownLanguage && !requestedLocale(search, offeredLocales)) {
      void navigate({ pathname, search: searchWithLocale(search, ownLanguage) }, { replace: true });
    }
  }, [ownLanguage, pathname, search, navigate]);

  const onDone = useCallback((view: DelegateView, status: string) => {
    setLoading((previous) => ({
      state: 'shown',
      view,
      status: { text: status, count: (previous.state === 'shown' ? (previous.status?.count ?? 0) : 0) + 1 },
    }));
  }, []);

  if (loading.state === 'notFound' || (token === undefined && keptToken === undefined)) return <DelegateNotFound />;
  if (loading.state === 'shown' && token !== undefined) {
    return (
      <DelegateRegistration
        token={token}
        view={loading.view}
        status={loading.status}
        checkoutCancelled={checkoutCancelled}
        onDone={onDone}
      />
    );
  }
  return (
    <main className="page delegate-page" id="main">
      <h1>{text('delegate.title')}</h1>
      {loading.state === 'loading' ? (
        <p role="status">{text('delegate.loading')}</p>
      ) : (
        <div role="alert" className="notice notice--error">
          <p>{text('delegate.loadFailed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {text('delegate.retry')}
          </button>
        </div>
      )}
    </main>
  );
}

/** The page with its own texts, loaded with it (src/delegate/delegateCatalogue.ts). */
export default function DelegatePage() {
  return (
    <DelegateTexts>
      <DelegatePageShown />
    </DelegateTexts>
  );
}
