/** The staff console's API under /staff/api: sign-in, the registrations list and export, the charts' counts, error reports. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { EventInfo, Fees } from '../../core/model/types';
import { withoutPersonalData } from '../../core/rules/reportPrivacy';
import type { Clock } from '../clock';
import { refusal } from '../http/keyedRefusal';
import type { InvoiceFont } from '../invoice/invoiceFont';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { withMoney } from '../refunds/listingMoney';
import { registerRefundRoutes } from '../refunds/refundRoutes';
import type { Store } from '../store/Store';
import { eventStatistics } from './eventStatistics';
import { registerRegistrationActions } from './registrationActions';
import { registrationsCsv } from './registrationCsv';
import {
  BadListQuery,
  filterRegistrations,
  listPage,
  type ListQuery,
  parseListQuery,
  sortRegistrations,
} from './registrationList';
import { registerStaffAuth, type StaffSignInPolicy } from './staffAuth';
import { staffMessages } from './staffMessages';
import type { StaffStore } from './StaffStore';

export interface StaffRouteDeps {
  store: Store;
  staffStore: StaffStore;
  fees: Fees;
  event: EventInfo;
  clock: Clock;
  policy: StaffSignInPolicy;
  /** The invoice's font, for credit notes. */
  font?: InvoiceFont;
  /** Ends a cancelled registration's open checkouts. */
  provider: PaymentProvider;
}

function listQueryOf(request: FastifyRequest, fees: Fees): ListQuery {
  try {
    return parseListQuery(request.query as Record<string, unknown>, fees);
  } catch (error) {
    if (error instanceof BadListQuery) throw refusal(400, staffMessages.badQuery(error.parameter));
    throw error;
  }
}

/** The store's listing with each registration's money figures. */
async function listedWithMoney(store: Store) {
  const [rows, ledgers] = await Promise.all([store.listRegistrations(), store.allLedgers()]);
  return withMoney(rows, ledgers);
}

/** Registers the staff API on `api` (a plugin of its own, so its hooks guard these routes only). */
export function registerStaffRoutes(api: FastifyInstance, deps: StaffRouteDeps): void {
  const { store, staffStore, fees } = deps;
  // Staff calls read JSON only; with text/plain gone, a cross-site form cannot post here without a CORS preflight.
  api.removeContentTypeParser('text/plain');
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  registerStaffAuth(api, staffStore, deps.policy);

  api.get('/staff/api/registrations', async (request) => {
    const query = listQueryOf(request, fees);
    return listPage(await listedWithMoney(store), query, fees);
  });

  api.get('/staff/api/registrations.csv', async (request, reply) => {
    const query = listQueryOf(request, fees);
    const rows = sortRegistrations(
      filterRegistrations(await listedWithMoney(store), query, fees),
      query.sort,
      query.direction,
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="registrations.csv"')
      .send(registrationsCsv(rows));
  });

  // Counts only, for every signed-in role: the charts of the console's first page.
  api.get('/staff/api/statistics', async () =>
    eventStatistics(await staffStore.registrationCounts(deps.event.timeZone), fees, deps.event, deps.clock()),
  );

  registerRegistrationActions(api, deps);
  registerRefundRoutes(api, { store, clock: deps.clock, font: deps.font });

  api.get('/staff/api/error-reports', async (request) => {
    const raw = (request.query as Record<string, unknown>).page;
    const page = raw === undefined ? 1 : Number(raw);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw refusal(400, staffMessages.badQuery('page'));
    const pageSize = 50;
    const { total, reports } = await staffStore.listErrorReports(pageSize, (page - 1) * pageSize);
    // Reports kept before personal data was masked on arrival are masked on the way out.
    const masked = reports.map((report) => ({
      ...report,
      error: withoutPersonalData(report.error),
      url: withoutPersonalData(report.url),
    }));
    return { total, page, pageSize, reports: masked };
  });
}
