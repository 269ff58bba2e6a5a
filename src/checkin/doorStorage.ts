/**
 * What the check-in page keeps in the browser so that it works without the network: the last list it downloaded and
 * the scans not yet recorded by the server. localStorage survives a reload and a closed tab, so a phone that runs out
 * of battery keeps its queue; the list holds code hashes, never codes.
 */
import type { DoorList, DoorScan } from '../../core/api/doorTypes';

const listKey = 'checkin.list';
const queueKey = 'checkin.queue';

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the page still works while it stays open.
  }
}

export const doorStorage = {
  list: () => read<DoorList & { savedAt: string }>(listKey),
  saveList: (list: DoorList) => write(listKey, { ...list, savedAt: new Date().toISOString() }),
  queue: () => read<DoorScan[]>(queueKey) ?? [],
  saveQueue: (scans: readonly DoorScan[]) => write(queueKey, scans),
};
