/** The event whose delegates choose their fee column (tests/support/chosenColumnsEvent.ts), written into a copy. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import type { Fees, Region } from '../../../core/model/types';
import { chosenFees, chosenRegions, chosenTexts } from '../../support/chosenColumnsEvent';
import type { SchemaCopy } from './schemaCopy';

type Catalogue = Record<string, string>;

/** Turns a copy of the schemas into the fixture: its fees, its regions' statuses, and its texts in every catalogue. */
export function writeChosenColumnsEvent(copy: SchemaCopy): void {
  const fees = copy.readJson<Fees>('fees.json');
  // The texts of the columns and statuses that go, so the check finds no text that nothing uses.
  const dropped = [
    ...fees.columns.map((column) => column.label),
    ...fees.statuses.flatMap((status) => [`staff.memberStatus.${status}`, `delegate.memberStatus.${status}`]),
  ];
  copy.writeJson('fees.json', chosenFees(fees));
  copy.writeJson('regions.json', chosenRegions(copy.readJson<Region[]>('regions.json')));
  for (const file of readdirSync(path.join(copy.dir, 'messages')))
    copy.editJson<Catalogue>(`messages/${file}`, (catalogue) => {
      for (const key of dropped) delete catalogue[key];
      Object.assign(catalogue, chosenTexts);
    });
}
