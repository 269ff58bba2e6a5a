import { useText } from '../i18n/useText';
import { type DelegateView, documentUrl } from './delegateApi';

/** The registration's documents: the invoice of a bank transfer, the receipt once paid, and the calendar file. */
export default function DelegateDocuments({ token, view }: { token: string; view: DelegateView }) {
  const t = useText();
  const { documents } = view;
  return (
    <section aria-labelledby="delegate-documents">
      <h2 id="delegate-documents">{t('delegate.documents.title')}</h2>
      <ul>
        {documents.invoice && (
          <li>
            <a href={documentUrl(token, 'invoice.pdf')} download rel="noreferrer">
              {t('delegate.documents.invoice', { number: view.invoiceNumber ?? '' })}
            </a>
          </li>
        )}
        {documents.receipt && (
          <li>
            <a href={documentUrl(token, 'receipt.pdf')} download rel="noreferrer">
              {t('delegate.documents.receipt')}
            </a>
          </li>
        )}
        {documents.calendar && (
          <li>
            <a href={documentUrl(token, 'calendar.ics')} download rel="noreferrer">
              {t('delegate.documents.calendar')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
