/**
 * The certificate and the visa invitation letter carry the organiser's identity: the event's logo (the header's, from
 * public/{year}/{project}/images/) and a signature line with the signatory of organiser.json, in the document's
 * language. Read back with pdfjs: the signatory's name and title as text, the logo as one more image drawn.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { headerImages } from '../../../core/model/headerImages';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { eventDays } from '../../../core/rules/meetings';
import { certificatePdf } from '../../../server/certificates/certificatePdf';
import { offeredLocales } from '../../../server/i18n/catalogues';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { organiser, signatoryIn } from '../../../server/invoice/organiser';
import { visaLetterPdf } from '../../../server/visaLetters/visaLetterPdf';
import { projectRoot } from '../../schemas/helpers/schemaCopy';
import { pdfImageCount, pdfText } from '../helpers/smtpSink';
import { span, validRequest } from '../visaLetters/visaFixtures';

const font = loadInvoiceFont(undefined);
const fold = (text: string) => text.replace(/\s+/g, '');
const [firstDay] = eventDays(event, meetings);
const logoFile = path.join(projectRoot, 'public', String(event.year), event.projectName, headerImages.logo.path);

function certificate(language: string): Promise<Buffer> {
  return certificatePdf(
    {
      number: `${event.referencePrefix}-C-0001`,
      name: 'Françoise Lefèvre',
      attended: [{ meeting: firstDay.meeting.id, days: [firstDay.day] }],
      verificationUrl: 'https://seminar.example.org/certificates/x',
      issuedOn: firstDay.day,
      language,
    },
    font,
  );
}

function letter(language: string): Promise<Buffer> {
  return visaLetterPdf(
    {
      number: `${event.referencePrefix}-V-0001`,
      verificationCode: 'ABCD-EFGH-JKLM',
      checkUrl: 'https://seminar.example.org/visa-letters/ABCD-EFGH-JKLM',
      issuedOn: span.first,
      reference: `${event.referencePrefix}-0001`,
      values: validRequest(),
      language,
    },
    font,
  );
}

describe("the organiser's identity on the certificate and the letter", () => {
  it('has a logo and a signatory to print, as the event ships', () => {
    expect(existsSync(logoFile), logoFile).toBe(true);
    expect(organiser.signatory, 'organiser.json: signatory').toBeDefined();
  });

  it.each(offeredLocales)('in %s: the signatory signs in that language, under the logo', async (language) => {
    const signatory = signatoryIn(language);
    expect(signatory).toBeDefined();
    const english = signatoryIn('en');
    for (const [name, draw, imagesBesideLogo] of [
      // The certificate also draws its verification code.
      ['certificate', certificate, 1],
      ['letter', letter, 0],
    ] as const) {
      const pdf = await draw(language);
      const text = fold(await pdfText(pdf));
      expect(text, name).toContain(fold(signatory?.name ?? ''));
      expect(text, name).toContain(fold(signatory?.title ?? ''));
      if (language !== 'en' && english && english.title !== signatory?.title)
        expect(text, `${name} in ${language}`).not.toContain(fold(english.title));
      expect(await pdfImageCount(pdf), `${name}: its images`).toBe(imagesBesideLogo + 1);
    }
  });
});
