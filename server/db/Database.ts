/** The small SQL surface the store needs, implemented over PGlite and over a PostgreSQL pool alike. */

/** A value that may be bound to a statement parameter. */
export type SqlValue = string | number | boolean | Date | null;

/** Runs statements; both a whole database and an open transaction are runners. */
export interface SqlRunner {
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends object>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** An open database: PGlite in a data directory, or a PostgreSQL server. */
export interface Database extends SqlRunner {
  /** Where the data lives, for start-up output; never holds a password. */
  readonly description: string;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole data directory as a gzipped tar, taken between statements (so as consistent as after a
   * crash, which PostgreSQL recovers from); `npm run backup`.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}
