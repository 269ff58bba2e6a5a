/**
 * A drawing answers the characters it could not print, so an e-mail carrying it is held (server/documents/unprinted.ts):
 * a certificate's name its font lacks would otherwise print as empty boxes, with no note at all.
 */
import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { eventDays } from '../../../core/rules/meetings';
import { type CertificateContent, certificatePdf } from '../../../server/certificates/certificatePdf';
import { collectingUnprinted } from '../../../server/documents/unprinted';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { pdfText } from '../helpers/smtpSink';

const font = loadInvoiceFont(undefined);
const [firstDay] = eventDays(event, meetings);

function certificate(name: string, language: string): CertificateContent {
  return {
    number: `${event.referencePrefix}-C-0001`,
    name,
    attended: [{ meeting: firstDay.meeting.id, days: [firstDay.day] }],
    verificationUrl: 'https://seminar.example.org/certificates/x',
    issuedOn: firstDay.day,
    language,
  };
}

describe('characters a document could not print', () => {
  it('are none for a Chinese name in the packaged font, which prints it', async () => {
    const { value, unprinted } = await collectingUnprinted(() =>
      certificatePdf(certificate('陳美玲', 'zh-Hant'), font),
    );
    expect(unprinted).toEqual([]);
    expect((await pdfText(value)).replace(/\s+/g, '')).toContain('陳美玲');
  });

  it("are a certificate name's characters its font lacks, each once", async () => {
    const { unprinted } = await collectingUnprinted(() => certificatePdf(certificate('ሀይሌ ሀይሌ', 'en'), font));
    expect(unprinted).toEqual(['ሀ', 'ይ', 'ሌ']);
  });
});
