import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { fixedClock } from '../../../server/clock';
import { periods } from '../../support/eventTimes';
import { feeOption, text, translatedText } from '../../support/schemaTexts';
import { instants, validPayload } from '../helpers/payload';
import { standInCheckout } from '../helpers/standInCheckout';
import { onDefaultStore } from '../helpers/stores';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';

interface SentLineItem {
  price_data: { product_data: { name: string; description: string } };
}

/** The catalogue keys that name a fee's row, column and period in the form's grid. */
function feeTextKeys(code: string): string[] {
  const option = feeOption(code);
  return [
    fees.rows.find((row) => row.id === option.row)?.label,
    fees.columns.find((column) => column.id === option.column)?.label,
    fees.periods.find((period) => period.id === option.period)?.legend,
  ].filter((key): key is string => key !== undefined);
}

onDefaultStore((database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const provider = standInCheckout(standIn, 'whsec_test_line_item');
    server = await startTestServer({
      store: database().store,
      clock: fixedClock(new Date(instants.earlyBird)),
      paymentProvider: provider,
    });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  describe("Stripe's line item", () => {
    it.each(['zh-Hant', 'zh-Hans'] as const)(
      'names the fee and the event in the language a %s delegate registered in',
      async (language) => {
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const response = await client.postJson('/web/registrations', payload, {
          headers: { 'content-language': language },
        });
        expect(response.status).toBe(201);
        const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
        const [item] = (sent?.form.line_items ?? []) as SentLineItem[];
        const { name, description } = item?.price_data.product_data ?? { name: '', description: '' };

        const keys = feeTextKeys(payload.fee_category);
        for (const key of keys) expect(name).toContain(translatedText(language, key));
        for (const key of keys) expect(name).not.toContain(text(key));
        const year = String(event.year);
        expect(description).toBe(translatedText(language, 'header.eventTitle', { acronym: event.bodyAcronym, year }));
      },
    );
  });
});
