/** The catering and door lists under /staff/api/lists: the dinner and each meeting's attendance, as PDF and CSV. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { formatEventDate } from '../../core/i18n/eventTextValues';
import { extras } from '../../core/model/extras';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import type { CheckinStore } from '../checkin/CheckinStore';
import { drawDocument } from '../documents/documentPool';
import { refusal } from '../http/keyedRefusal';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { languageOf } from '../lifecycle/language';
import { textsFor } from '../mail/texts';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import { listCsv } from './listCsv';
import type { ListTable } from './listPdf';
import { attendanceList, extraList } from './listRows';

export interface ListRouteDeps {
  store: Store;
  checkinStore: CheckinStore;
  event: EventInfo;
  fees: Fees;
  meetings: readonly Meeting[];
  font: InvoiceFont | undefined;
}

type Format = 'pdf' | 'csv';

function languageOfRequest(request: FastifyRequest) {
  const lang = (request.query as Record<string, unknown>).lang;
  return textsFor(languageOf(typeof lang === 'string' ? lang : undefined));
}

async function send(
  reply: FastifyReply,
  format: Format,
  file: string,
  table: ListTable,
  font: InvoiceFont | undefined,
  locale: string,
) {
  const disposition = `attachment; filename="${file}.${format}"`;
  if (format === 'csv') {
    const header = table.columns.map((column) => column.label);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', disposition)
      .send(listCsv(header, table.rows));
  }
  const pdf = await drawDocument('list', { table, language: locale }, font);
  return reply.type('application/pdf').header('content-disposition', disposition).send(pdf);
}

/** Registers the lists on the staff API plugin (behind its sign-in guard): any signed-in staff member may print them. */
export function registerListRoutes(api: FastifyInstance, deps: ListRouteDeps): void {
  const { store, checkinStore, event, fees, meetings, font } = deps;

  for (const format of ['pdf', 'csv'] as const) {
    // One list per extra of the event (the dinner's is /staff/api/lists/dinner.pdf), named by its id.
    for (const extra of extras) {
      api.get(`/staff/api/lists/${extra.id}.${format}`, async (request, reply) => {
        const { locale, text } = languageOfRequest(request);
        const list = extraList(extra, await store.listRegistrations(), text, locale);
        const texts = `staff.lists.extra.${extra.id}`;
        const followUp = extra.followUp !== undefined;
        const table: ListTable = {
          title: text(`${texts}.title`),
          subtitle: text('staff.lists.count', { count: list.rows.length }),
          columns: [
            { label: text('staff.lists.column.name'), share: 3 },
            { label: text('staff.lists.column.organisation'), share: 3 },
            ...(followUp ? [{ label: text(`${texts}.followUp`), share: 1.6 }] : []),
            { label: text('staff.lists.column.reference'), share: 1.4 },
          ],
          rows: list.rows.map((row) => [
            row.name,
            row.organisation,
            ...(followUp ? [row.followUp] : []),
            row.reference,
          ]),
          summary: followUp
            ? {
                title: text(`${texts}.counts`),
                rows: list.counts.map(({ answer, count }) => [answer, String(count)] as const),
              }
            : undefined,
        };
        return send(reply, format, extra.id, table, font, locale);
      });
    }

    api.get(`/staff/api/lists/attendance.${format}`, async (request, reply) => {
      const { locale, text } = languageOfRequest(request);
      const id = (request.query as Record<string, unknown>).meeting;
      const meeting = meetings.find((candidate) => candidate.id === id);
      if (!meeting) throw refusal(400, staffMessages.meetingParameter(meetings.map((item) => item.id).join(', ')));
      const [registrations, standing] = await Promise.all([store.listRegistrations(), checkinStore.standingCheckIns()]);
      const list = attendanceList({ event, fees, meetings, registrations, standing }, meeting, text, locale);
      const yes = text('staff.lists.yes');
      const no = text('staff.lists.no');
      const table: ListTable = {
        title: text('staff.lists.attendance.title', { meeting: text(meeting.label) }),
        subtitle: text('staff.lists.count', { count: list.rows.length }),
        columns: [
          { label: text('staff.lists.column.name'), share: 3 },
          { label: text('staff.lists.column.organisation'), share: 3 },
          { label: text('staff.lists.column.region'), share: 1.8 },
          ...list.days.map((day) => ({ label: formatEventDate(day, locale), share: 1.2 })),
        ],
        rows: list.rows.map((row) => [
          row.name,
          row.organisation,
          row.region,
          ...row.checkedIn.map((checkedIn) => (checkedIn ? yes : no)),
        ]),
      };
      return send(reply, format, `attendance-${meeting.id}`, table, font, locale);
    });
  }
}
