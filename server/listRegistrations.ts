/** `npm run registrations`: prints the stored registrations as a table (DATABASE_URL, else the PGlite directory of DATA_DIR). */
import { existsSync } from 'node:fs';

import { type Extra, extras } from '../core/model/extras';
import { followUpAnswer, joinsExtra } from '../core/rules/extras';
import { personName } from '../core/rules/personName';
import { readServerConfig } from './config';
import { openForReading } from './db/openForReading';
import { sqlStore } from './store/sqlStore';
import type { RegistrationListing } from './store/Store';
import { answersOf } from './store/storedFields';
import { terminalText } from './terminalText';

/** A table row with every text made safe for the terminal (server/terminalText.ts). */
function row(registration: RegistrationListing): Record<string, string | number> {
  const cells = rawRow(registration);
  return Object.fromEntries(
    Object.entries(cells).map(([name, value]) => [name, typeof value === 'string' ? terminalText(value) : value]),
  );
}

function rawRow(registration: RegistrationListing): Record<string, string | number> {
  return {
    id: registration.id,
    reference: registration.reference ?? '',
    state: registration.state,
    registered: registration.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    name: personName(registration, 'en'),
    email: registration.email,
    region: registration.region,
    organisation: registration.organizationName,
    fee: registration.feeCategory,
    amount: `${registration.currency} ${registration.feeAmount.toLocaleString('en-US')}`,
    method: registration.paymentMethod,
    payment: registration.paymentMethod === 'bank' ? 'bank transfer' : (registration.paymentStatus ?? 'no checkout'),
    // Each extra of the event: whether the delegate joins, with their follow-up answer (a dietary preference).
    ...Object.fromEntries(extras.map((extra) => [extra.id, extraCell(extra, registration)])),
    // Fields staff added to the schema, under their labels.
    ...Object.fromEntries(
      registration.fields
        .filter((field) => Object.hasOwn(registration.extraFields, field.key))
        .map((field) => [field.label, field.value]),
    ),
  };
}

function extraCell(extra: Extra, registration: RegistrationListing): string {
  const answerOf = answersOf(registration);
  if (!joinsExtra(extra, answerOf)) return 'No';
  const followUp = followUpAnswer(extra, answerOf);
  return followUp ? `Yes (${followUp})` : 'Yes';
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env, process.cwd(), 'tool');
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.log(
      `No registrations yet: there is no embedded database at ${config.dataDir}. Start the site with npm run serve.`,
    );
    return;
  }
  const opened = await openForReading(config);
  const store = sqlStore(opened.db);
  try {
    const registrations = await store.listRegistrations();
    console.log(`Registrations in ${opened.source}: ${registrations.length}`);
    if (opened.note) console.log(opened.note);
    if (registrations.length > 0) console.table(registrations.map(row));
  } finally {
    await store.close();
    opened.cleanUp?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
