import type { DelegateHistoryEntry } from '../../core/api/delegateTypes';
import CardTable from '../components/CardTable';
import { useText } from '../i18n/useText';
import { humanised } from '../staff/valueTexts';
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
      <CardTable
        columns={columns}
        rows={history.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          cells: [
            format.instant(entry.at),
            maybe(`delegate.event.${entry.event}`) ?? humanised(entry.event),
            maybe(`delegate.by.${entry.by}`) ?? humanised(entry.by),
          ],
        }))}
      />
    </section>
  );
}
