/**
 * A real server on an event whose delegates choose their fee column (tests/support/chosenColumnsEvent.ts): it takes a
 * fee of either column a region's status opens, and refuses one of a column that status does not open, with the
 * 422 every refused fee gets.
 */
import path from 'node:path';

import en from '@schemas/messages/en.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import { authorityLabel } from '../../../core/rules/organisation';
import type { RunningServer } from '../../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { writeChosenColumnsEvent } from '../../schemas/helpers/chosenColumnsCopy';
import { copySchemas, type SchemaCopy } from '../../schemas/helpers/schemaCopy';
import { chosenColumns, chosenFee, chosenFees, chosenRegions } from '../../support/chosenColumnsEvent';
import { periods } from '../../support/eventTimes';
import { uniqueEmail, validPayload } from '../helpers/payload';
import { schemasCopyServer } from '../helpers/schemasCopyServer';
import { Client } from '../helpers/testServer';

const chosen = { fees: chosenFees(fees), regions: chosenRegions(regions) };
const [academic, industry, regulators] = chosenColumns;

let copy: SchemaCopy;
let server: RunningServer;
let temp: { dir: string; remove(): void };

beforeAll(async () => {
  copy = copySchemas();
  writeChosenColumnsEvent(copy);
  temp = temporaryDirectory('chosen-columns-');
  server = await schemasCopyServer(copy, path.join(temp.dir, 'pglite'));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  temp?.remove();
  copy?.dispose();
}, 30_000);

/** A registration from the fixture's first company with an authority, for the fee of `column`. */
function companyPayload(column: string) {
  const region = chosen.regions.find((entry) => entry.status === 'Company' && entry.authorities.length > 0);
  const authority = region?.authorities[0];
  if (!region || !authority) throw new Error('the fixture has no company with an authority');
  return validPayload(periods.first, {
    region: region.regionName,
    organization_name: authorityLabel(authority),
    member_status: region.status,
    fee_category: chosenFee(chosen.fees, column, periods.first),
    email: uniqueEmail(`chosen-${column.toLowerCase()}`),
  });
}

async function post(payload: ReturnType<typeof companyPayload>): Promise<Response> {
  const client = new Client(server.url);
  await client.handshake();
  return client.postJson('/web/registrations', payload);
}

describe('an event whose delegates choose their fee column', () => {
  it.each([academic, industry])('takes a fee of the $id column, which every status opens', async ({ id }) => {
    const response = await post(companyPayload(id));
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it("refuses a fee of a column the region's status does not open, as any refused fee", async () => {
    const response = await post(companyPayload(regulators.id));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ fee_category: [en['server.api.feeNotAllowed']] });
  });
});
