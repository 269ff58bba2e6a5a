import { describe, expect, it } from 'vitest';

import { problemsAfter } from './helpers/schemaCopy';

type Catalogue = Record<string, string>;
interface OrganiserFile {
  issuer: { name: string; addressLines: string[] };
  bank: Record<string, string>;
  paymentDueDays: number;
}

describe('organiser.json (the invoice issuer and bank details)', () => {
  it('wants a well-formed SWIFT code and every bank line', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<OrganiserFile>('organiser.json', (organiser) => {
        organiser.bank.swiftCode = 'hsbc hk';
        delete organiser.bank.accountNumber;
      }),
    );
    expect(lines).toEqual([
      'organiser.json: /bank/accountNumber: is missing, and should be text',
      'organiser.json: /bank/swiftCode: is "hsbc hk", and should be a SWIFT/BIC code of 8 or 11 capital letters and digits such as "HSBCHKHHHKH"',
    ]);
  });

  it('wants address lines and a payment term in days', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<OrganiserFile>('organiser.json', (organiser) => {
        organiser.issuer.addressLines = [];
        organiser.paymentDueDays = 0;
      }),
    );
    expect(lines).toEqual([
      "organiser.json: /issuer/addressLines: is [], and should be a list of the address's lines",
      'organiser.json: /paymentDueDays: is 0, and should be a whole number of days from 1 to 365 (the invoice\'s payment term)',
    ]);
  });
});

describe('e-mail and invoice texts', () => {
  it('need English text, though no schema file names them', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/en.json', (en) => {
        delete en['invoice.dueDate'];
      }),
    );
    expect(lines).toEqual([
      'messages/en.json: /invoice.dueDate: "invoice.dueDate" is missing, and the e-mails or the invoice need its English text',
      // The translations of the key are left without the English they translate.
      'messages/zh-Hans.json: /invoice.dueDate: "invoice.dueDate" is not in messages/en.json, and should be: every key needs English text first',
      'messages/zh-Hant.json: /invoice.dueDate: "invoice.dueDate" is not in messages/en.json, and should be: every key needs English text first',
    ]);
  });

  it('may use only the values they are given, in every catalogue', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/zh-Hant.json', (zh) => {
        zh['email.cancellation.subject'] = '{acronym} {year} 年度研討會：登記 {refrence} 已取消';
      }),
    );
    // Once as a value the e-mail never gives, once as a placeholder English does not have.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^messages\/zh-Hant\.json: \/email\.cancellation\.subject: uses \{refrence\}, which this text is never given, and should use only \{reference\}, /);
    expect(lines[1]).toBe(
      'messages/zh-Hant.json: /email.cancellation.subject: "email.cancellation.subject" uses {acronym}, {refrence}, {year}, and should use the placeholders of English: {acronym}, {reference}, {year}',
    );
  });
});
