import type { DelegateView } from '../../core/api/delegateTypes';
import { config } from '../config';
import { useText } from '../i18n/useText';
import { delegateApiPath } from './delegateApi';

const documents = [
  { name: 'invoice', file: 'invoice.pdf', label: 'delegate.documents.invoice' },
  { name: 'receipt', file: 'receipt.pdf', label: 'delegate.documents.receipt' },
  { name: 'calendar', file: 'calendar.ics', label: 'delegate.documents.calendar' },
] as const;

/** The documents the registration has: plain links, so the browser downloads or opens them as it does any file. */
export default function DelegateDocuments({ token, view }: { token: string; view: DelegateView }) {
  const text = useText();
  const present = documents.filter((document) => view.documents[document.name]);
  return (
    <section aria-labelledby="delegate-documents">
      <h2 id="delegate-documents">{text('delegate.documents.heading')}</h2>
      {present.length === 0 ? (
        <p>{text('delegate.documents.none')}</p>
      ) : (
        <ul>
          {present.map((document) => (
            <li key={document.name}>
              <a href={`${config.apiBaseUrl}${delegateApiPath(token)}/${document.file}`} download>
                {text(document.label)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
