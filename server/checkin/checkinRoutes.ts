/** The door's API under /staff/api/checkin: the list, scans (one or a queue kept offline), and a manager's undo. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { DoorListEntry } from '../../core/api/doorTypes';
import { meetings } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import { type CheckinAnswer, checkinAnswer } from '../../core/rules/checkinAnswer';
import { scanOutOfBounds } from '../../core/rules/checkinBounds';
import { doorDay, meetingOn, meetingsOfFee } from '../../core/rules/meetings';
import { verifyBadgeCode } from '../badges/badgeCode';
import type { Clock } from '../clock';
import type { HttpError } from '../http/HttpError';
import { refusal } from '../http/keyedRefusal';
import { languageOf } from '../lifecycle/language';
import { requireManager, staffOf } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { CheckinStore, DoorRegistration } from './CheckinStore';
import { doorList } from './doorList';
import { doorWindow, doorWindowOpened } from './doorWindow';

export interface CheckinRouteDeps {
  checkinStore: CheckinStore;
  event: EventInfo;
  fees: Fees;
  clock: Clock;
  badgeKey: Buffer;
  /** Seals the lists' issue times (doorWindow.ts). */
  windowKey: Buffer;
}

/** At most this many scans in one request: a phone offline for a long morning sends its queue in a few requests. */
export const maxScansPerRequest = 200;

interface ScanInput {
  scanId: string;
  code?: string;
  registrationId?: number;
  day: string;
  scannedAt: Date;
  window?: unknown;
}

/** A registration number the database can hold (integer column). */
function isRegistrationNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
}

function invalid(name: string, values?: Record<string, number>): HttpError {
  return refusal(422, staffMessages.checkin(name, values));
}

function scanOf(value: unknown, event: EventInfo): ScanInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('scanNotObject');
  const scan = value as Record<string, unknown>;
  if (typeof scan.scanId !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(scan.scanId)) throw invalid('scanId');
  if (typeof scan.day !== 'string' || !meetingOn(event, meetings, scan.day)) throw invalid('day');
  const scannedAt = typeof scan.scannedAt === 'string' ? new Date(scan.scannedAt) : new Date(NaN);
  if (Number.isNaN(scannedAt.getTime()) || scan.scannedAt !== scannedAt.toISOString()) throw invalid('scannedAt');
  const hasCode = typeof scan.code === 'string' && scan.code.length > 0 && scan.code.length <= 200;
  const hasId = isRegistrationNumber(scan.registrationId);
  if (hasCode === hasId) throw invalid('codeOrId');
  return {
    scanId: scan.scanId,
    day: scan.day,
    scannedAt,
    window: scan.window,
    ...(hasCode ? { code: scan.code as string } : { registrationId: scan.registrationId as number }),
  };
}

function scansOf(body: unknown, event: EventInfo): ScanInput[] {
  const scans = (body as { scans?: unknown } | null)?.scans;
  if (!Array.isArray(scans) || scans.length === 0 || scans.length > maxScansPerRequest)
    throw invalid('scans', { max: maxScansPerRequest });
  return scans.map((scan) => scanOf(scan, event));
}

function languageOfRequest(request: FastifyRequest): string {
  const lang = (request.query as Record<string, unknown>).lang;
  return languageOf(typeof lang === 'string' ? lang : undefined);
}

/** Registers the door's routes on the staff API plugin (behind its sign-in and CSRF guard). */
export function registerCheckinRoutes(api: FastifyInstance, deps: CheckinRouteDeps): void {
  const { checkinStore, event, fees, clock, badgeKey, windowKey } = deps;

  const listFor = async (language: string, registrations?: DoorRegistration[]) => {
    const now = clock();
    return doorList({
      event,
      fees,
      meetings,
      badgeKey,
      today: doorDay(event, now),
      issuedAt: now,
      window: doorWindow(windowKey, now),
      language,
      registrations: registrations ?? (await checkinStore.doorRegistrations()),
      standing: await checkinStore.standingCheckIns(),
    });
  };

  api.get('/staff/api/checkin', async (request) => listFor(languageOfRequest(request)));

  api.post('/staff/api/checkin/scans', async (request) => {
    const staff = staffOf(request);
    const scans = scansOf(request.body, event);
    const language = languageOfRequest(request);
    const results: { scanId: string; answer: CheckinAnswer; entry?: DoorListEntry }[] = [];
    for (const scan of scans) {
      const meeting = meetingOn(event, meetings, scan.day)!;
      // A scan without a list's sealed window (or with a forged one) counts only as a live scan made just now.
      const now = clock();
      const bounds = scanOutOfBounds(event, scan, { now, opened: doorWindowOpened(windowKey, scan.window) ?? now });
      // A forged, truncated or foreign code names nobody: "unknown code", and nothing is kept.
      const reference = scan.code !== undefined ? verifyBadgeCode(badgeKey, scan.code) : undefined;
      const registration =
        scan.registrationId !== undefined
          ? await checkinStore.doorRegistration({ id: scan.registrationId })
          : reference
            ? await checkinStore.doorRegistration({ reference })
            : undefined;
      const before = registration && {
        state: registration.state,
        meetings: meetingsOfFee(fees, meetings, registration.feeCategory).map((item) => item.id),
        checkIns: [],
      };
      let answer = registration && bounds ? bounds : checkinAnswer(before, scan.day, meeting.id);
      if (registration && answer.kind === 'checkedIn') {
        const { standing, won } = await checkinStore.recordScan({
          scanId: scan.scanId,
          registrationId: registration.id,
          day: scan.day,
          meeting: meeting.id,
          scannedAt: scan.scannedAt,
          arrivedAt: now,
          staffEmail: staff.account.email,
          method: scan.code !== undefined ? 'code' : 'name',
        });
        answer = !standing
          ? { kind: 'undone' }
          : won
            ? { kind: 'checkedIn' }
            : { kind: 'alreadyCheckedIn', at: standing.at.toISOString(), by: standing.by };
      }
      const entry = registration && (await listFor(language, [registration])).entries[0];
      results.push({ scanId: scan.scanId, answer, ...(entry ? { entry } : {}) });
    }
    return { results };
  });

  // Every scan of a registration, the ones that lost to an earlier scan too: who scanned, when, and when it arrived.
  api.get('/staff/api/checkin/registrations/:id/scans', async (request) => {
    const raw = (request.params as { id?: string }).id ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (!isRegistrationNumber(id)) throw refusal(404, staffMessages.registrationNotFound);
    return { scans: await checkinStore.scansOf(id) };
  });

  api.post('/staff/api/checkin/undo', async (request) => {
    const staff = requireManager(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const registrationId = body.registrationId;
    if (!isRegistrationNumber(registrationId)) throw invalid('registrationId must be a registration number.');
    if (typeof body.day !== 'string' || !meetingOn(event, meetings, body.day))
      throw invalid('The day must be a day of a meeting.');
    const undone = await checkinStore.undoCheckIn(registrationId, body.day, staff.account.email);
    if (!undone) throw refusal(409, { key: 'staff.api.checkin.notCheckedIn' });
    return { undone: true };
  });
}
