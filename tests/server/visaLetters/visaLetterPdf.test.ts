/**
 * The letter as drawn without a font of its own (INVOICE_FONT=none: Helvetica): the letterhead's address lines are
 * lines, not one line with '?' between them, and the delegate's passport details print as given.
 */
import organiser from '@schemas/organiser.json';
import { describe, expect, it } from 'vitest';

import { visaLetterPdf } from '../../../server/visaLetters/visaLetterPdf';
import { pdfText } from '../helpers/smtpSink';
import { span, validRequest } from './visaFixtures';

describe('the visa letter in Helvetica', () => {
  it('prints each line of the letterhead, and no question mark it was not given', async () => {
    const values = validRequest();
    const pdf = await visaLetterPdf(
      {
        number: 'TEST-V-0001',
        verificationCode: 'ABCD-EFGH-JKLM',
        // An address without a query, so that any '?' in the text is one Helvetica printed for what it could not draw.
        checkUrl: 'https://seminar.example.org/visa-letters/ABCD-EFGH-JKLM',
        issuedOn: span.first,
        reference: 'TEST-0001',
        values,
        language: 'en',
      },
      undefined,
    );
    const text = await pdfText(pdf);
    for (const line of organiser.issuer.addressLines) expect(text).toContain(line);
    expect(text).toContain(values.passportName);
    expect(text).not.toContain('?');
  });
});
