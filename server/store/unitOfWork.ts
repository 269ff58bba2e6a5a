/**
 * One way to change the database and tell the outbox: a unit of work runs a change in one transaction, and when the
 * change queued messages the outbox's listeners hear it once, after the commit (a sender woken before the commit
 * would not see the rows yet).
 */
import type { Database, SqlRunner } from '../db/Database';

/** The transaction of a unit of work: statements, and the mark that messages were queued in it. */
export interface Work extends SqlRunner {
  /** The change queued messages: the outbox is woken once the transaction commits. */
  messagesQueued(): void;
}

/** Who is told that committed changes queued messages: the mail sender, the refund sender. */
export interface QueueSignal {
  notify(): void;
  onMessagesQueued(listener: () => void): () => void;
}

export function queueSignal(): QueueSignal {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    onMessagesQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs `work` in one transaction; notifies `signal` after the commit when it queued messages. */
export type UnitOfWork = <T>(work: (tx: Work) => Promise<T>) => Promise<T>;

export function unitOfWork(db: Database, signal: Pick<QueueSignal, 'notify'>): UnitOfWork {
  return async (work) => {
    let queued = false;
    const result = await db.transaction((tx) =>
      work({
        query: (text, params) => tx.query(text, params),
        exec: (script) => tx.exec(script),
        messagesQueued: () => {
          queued = true;
        },
      }),
    );
    if (queued) signal.notify();
    return result;
  };
}
