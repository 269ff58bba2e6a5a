import { useText } from '../i18n/useText';
import { humanised } from '../staff/valueTexts';
import type { DelegateHistoryEntry } from './delegateTypes';
import { useDelegateFormat } from './useDelegateFormat';
import { useMaybeText } from './useMaybeText';

/** The registration's story: what happened, when, and who did it. An event with no text yet is written in words. */
export default function DelegateHistory({ history }: { history: readonly DelegateHistoryEntry[] }) {
  const text = useText();
  const maybe = useMaybeText();
  const format = useDelegateFormat();
  const columns = [text('delegate.history.at'), text('delegate.history.event'), text('delegate.history.by')];
  return (
    <section aria-labelledby="delegate-history">
      <h2 id="delegate-history">{text('delegate.history.heading')}</h2>
      <table className="data-table data-table--cards">
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td data-label={columns[0]}>{format.instant(entry.at)}</td>
              <td data-label={columns[1]}>{maybe(`delegate.event.${entry.event}`) ?? humanised(entry.event)}</td>
              <td data-label={columns[2]}>{maybe(`delegate.by.${entry.by}`) ?? humanised(entry.by)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
