/** The ledger's rows (migration 018): read under the registration's lock, appended once per source, never changed. */
import type { MoneyMethod, Movement, MovementKind } from '../../core/rules/ledger';
import type { SqlRunner } from '../db/Database';

/** A movement as the table keeps it. */
export interface StoredMovement extends Movement {
  id: number;
  currency: string;
  at: Date;
  actor: string;
  source: string | null;
  details: Record<string, unknown>;
}

interface MovementRow {
  id: number;
  kind: MovementKind;
  method: MoneyMethod | null;
  amount_minor: string | number;
  currency: string;
  at: Date;
  actor: string;
  source: string | null;
  details: Record<string, unknown>;
}

function toMovement(row: MovementRow): StoredMovement {
  const reverses = row.details.reverses;
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    // bigint comes back as text from PostgreSQL: amounts in cents stay far below 2^53.
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    at: row.at,
    actor: row.actor,
    source: row.source,
    details: row.details,
    ...(typeof reverses === 'string' && reverses !== 'reversal'
      ? { reverses: reverses as Exclude<MovementKind, 'reversal'> }
      : {}),
  };
}

/** A registration's movements in the order they were made. */
export async function movementsOf(db: SqlRunner, registrationId: number): Promise<StoredMovement[]> {
  const rows = await db.query<MovementRow>(
    `select id, kind, method, amount_minor, currency, at, actor, source, details
       from money_movements where registration_id = $1 order by id`,
    [registrationId],
  );
  return rows.map(toMovement);
}

/** The movements of the registrations `ids`, by registration id (the messages the outbox claimed at once). */
export async function movementsOfRegistrations(
  db: SqlRunner,
  ids: readonly number[],
): Promise<Map<number, StoredMovement[]>> {
  const rows = await db.query<MovementRow & { registration_id: number }>(
    `select registration_id, id, kind, method, amount_minor, currency, at, actor, source, details
       from money_movements where registration_id = any($1::int[]) order by id`,
    [`{${ids.join(',')}}`],
  );
  return groupByRegistration(rows);
}

function groupByRegistration(rows: readonly (MovementRow & { registration_id: number })[]) {
  const byRegistration = new Map<number, StoredMovement[]>();
  for (const row of rows) {
    const list = byRegistration.get(row.registration_id) ?? [];
    list.push(toMovement(row));
    byRegistration.set(row.registration_id, list);
  }
  return byRegistration;
}

/** The movements of many registrations, by registration id (the list's figures). */
export async function movementsByRegistration(db: SqlRunner): Promise<Map<number, StoredMovement[]>> {
  const rows = await db.query<MovementRow & { registration_id: number }>(
    `select registration_id, id, kind, method, amount_minor, currency, at, actor, source, details
       from money_movements order by id`,
  );
  return groupByRegistration(rows);
}

/** What a new movement records. */
export interface NewMovement {
  kind: MovementKind;
  method: MoneyMethod | null;
  amountMinor: number;
  currency: string;
  /** Unique across the ledger: a second movement from the same source is not booked. */
  source: string | null;
  details?: Record<string, unknown>;
}

/** Appends a movement inside `tx`; answers its id, or undefined when its source was booked already (nothing is written). */
export async function appendMovementId(
  tx: SqlRunner,
  registrationId: number,
  movement: NewMovement,
  context: { actor: string; at: Date },
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number }>(
    `insert into money_movements (registration_id, kind, method, amount_minor, currency, at, actor, source, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     on conflict (source) do nothing
     returning id`,
    [
      registrationId,
      movement.kind,
      movement.method,
      movement.amountMinor,
      movement.currency,
      context.at,
      context.actor,
      movement.source,
      JSON.stringify(movement.details ?? {}),
    ],
  );
  return rows[0]?.id;
}

/** Appends a movement inside `tx`; answers false when its source was booked already (nothing is written then). */
export async function appendMovement(
  tx: SqlRunner,
  registrationId: number,
  movement: NewMovement,
  context: { actor: string; at: Date },
): Promise<boolean> {
  return (await appendMovementId(tx, registrationId, movement, context)) !== undefined;
}

/** The ledger's reads for the console, its totals and CSV, and the delegate's page. */
export function sqlLedgerReads(db: SqlRunner) {
  return {
    /** A registration's movements, in the order they were made. */
    ledgerOf: (registrationId: number) => movementsOf(db, registrationId),
    /** Every registration's movements, by registration id. */
    allLedgers: () => movementsByRegistration(db),
  };
}

export type LedgerReads = ReturnType<typeof sqlLedgerReads>;
