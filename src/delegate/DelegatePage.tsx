import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { ApiError } from '../api/ApiError';
import { formatEventDate } from '../i18n/eventTextValues';
import { useText } from '../i18n/useText';
import { event } from '../model/schemaData';
import NotFound from '../pages/NotFound';
import { formFieldTable } from '../registration/formFieldTable';
import { delegatePagePrefix, type DelegateView, loadDelegateView } from './delegateApi';
import DelegateDocuments from './DelegateDocuments';
import DelegateHistory from './DelegateHistory';
import { feeCategoryText, storedValueText } from './delegateTexts';
import { moneyText } from './moneyText';

type Loading = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'loaded'; view: DelegateView };

/**
 * Route '/registration/<token>': the delegate's own registration, read with the token of their link. A token that
 * opens nothing shows the site's not-found page, and nothing else.
 */
export default function DelegatePage() {
  const t = useText();
  const { locale } = useIntl();
  const { pathname, search } = useLocation();
  const token = decodeURIComponent(pathname.slice(delegatePagePrefix.length));
  const [loading, setLoading] = useState<Loading>({ kind: 'loading' });
  // Back from a checkout left with Cancel: nothing was charged, and the page says so.
  const checkoutCancelled = new URLSearchParams(search).get('checkout') === 'cancelled';

  useEffect(() => {
    let live = true;
    loadDelegateView(token).then(
      (view) => live && setLoading({ kind: 'loaded', view }),
      (error: unknown) =>
        live &&
        setLoading({ kind: error instanceof ApiError && error.response?.status === 404 ? 'notFound' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (loading.kind === 'notFound') return <NotFound />;
  if (loading.kind !== 'loaded') {
    return (
      <main className="page delegate-page" id="main">
        <h1>{t('delegate.page.title')}</h1>
        <p role={loading.kind === 'failed' ? 'alert' : 'status'}>
          {t(loading.kind === 'failed' ? 'delegate.page.failed' : 'delegate.page.loading')}
        </p>
      </main>
    );
  }

  const { view } = loading;
  const venueLocale = locale === 'zh-Hant' || locale === 'zh-Hans' ? locale : 'en';
  const label = (key: string) => {
    const title = formFieldTable.entry(key)?.title;
    return title ? t(title) : key;
  };
  return (
    <main className="page delegate-page" id="main">
      <h1>{t('delegate.page.title')}</h1>
      {checkoutCancelled && view.payable && (
        <p role="status" className="delegate-page__notice">
          {t('delegate.page.checkoutCancelled')}
        </p>
      )}
      <section aria-labelledby="delegate-summary">
        <h2 id="delegate-summary">{t('delegate.summary.title')}</h2>
        <dl className="delegate-page__facts">
          <dt>{t('delegate.summary.reference')}</dt>
          <dd>{view.reference}</dd>
          <dt>{t('delegate.summary.state')}</dt>
          <dd>{t(`delegate.state.${view.state}`)}</dd>
          <dt>{t('delegate.summary.fee')}</dt>
          <dd>
            {feeCategoryText(t, view.feeCategory)}: {moneyText(view.feeAmount, view.currency)}
          </dd>
          <dt>{t('delegate.summary.payment')}</dt>
          <dd>
            {view.paid
              ? t('delegate.summary.paid', {
                  amount: moneyText(view.paid.amount, view.paid.currency),
                  method: t(`delegate.method.${view.paymentMethod}`),
                  paidOn: view.paid.paidOn ? formatEventDate(view.paid.paidOn, locale) : '',
                })
              : t('delegate.summary.unpaid', { method: t(`delegate.method.${view.paymentMethod}`) })}
          </dd>
          <dt>{t('delegate.summary.dinner')}</dt>
          <dd>
            {view.joinGalaDinner === 'Yes'
              ? t('delegate.summary.dinnerYes', { dietary: view.dietaryPreference || '-' })
              : t('delegate.summary.dinnerNo')}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="delegate-event">
        <h2 id="delegate-event">{t('delegate.event.title')}</h2>
        <p>
          {event.venue.name[venueLocale]}
          <br />
          {event.venue.address[venueLocale]}
        </p>
        <ul>
          <li>{t('header.dates.seminar')}</li>
          <li>{t('header.dates.committee')}</li>
        </ul>
      </section>
      <section aria-labelledby="delegate-fields">
        <h2 id="delegate-fields">{t('delegate.fields.title')}</h2>
        <dl className="delegate-page__fields">
          {view.fields.map((field) => (
            <div key={field.key}>
              <dt>{label(field.key)}</dt>
              <dd>{storedValueText(t, field.key, field.value) || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DelegateDocuments token={token} view={view} />
      <DelegateHistory view={view} />
      <p>
        <Link to="/">{t('thanks.back')}</Link>
      </p>
    </main>
  );
}
