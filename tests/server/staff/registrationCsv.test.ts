import { describe, expect, it } from 'vitest';

import { fees } from '../../../core/model/schemaData';
import { refundPercentBeforeCutOff } from '../../../core/rules/refund';
import { csvColumns, registrationsCsv } from '../../../server/staff/registrationCsv';
import { readCsv, readCsvRecords } from './readCsv';

describe('the registrations CSV', () => {
  it('starts with a UTF-8 byte-order mark and keeps Chinese names as they are', () => {
    const csv = registrationsCsv([{ reference: 'FIXTURE-0001', familyName: '陳', givenName: '大文' }]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readCsvRecords(csv)).toEqual([{ reference: 'FIXTURE-0001', familyName: '陳', givenName: '大文' }]);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")'],
    ['+1+2'],
    ['-2+3+cmd|" /C calc"!A0'],
    ['@SUM(A1:A9)'],
    ['\t=1+1'],
    ['\r=1+1'],
    [' =1+1'],
    ['\u00a0=HYPERLINK("http://evil.example","x")'],
    ['\u3000=1+1'],
    ['\u200b=1+1'],
    ['\ufe66HYPERLINK("http://evil.example","x")'],
    ['\uff1d1+1'],
    ['\u22121+1'],
    ['\uff0b1+1'],
    ['\n=1+1'],
  ])('neutralises a cell starting %j with an apostrophe, so it is read as text', (value) => {
    const [row] = readCsvRecords(registrationsCsv([{ organizationName: value }]));
    expect(row?.organizationName).toBe(`'${value}`);
  });

  it('leaves ordinary text and numbers alone, negative numbers included', () => {
    const [row] = readCsvRecords(
      registrationsCsv([{ organizationName: 'Ministry - Health', feeAmount: 800, balance: -5, note: 'a=b' }]),
    );
    expect(row).toEqual({ organizationName: 'Ministry - Health', feeAmount: '800.00', balance: '-5', note: 'a=b' });
  });

  it('writes amounts as plain decimals with their currency’s decimals, beside a column naming the currency', () => {
    const fee = fees.options[0].price;
    const refund = (fee * refundPercentBeforeCutOff) / 100;
    const [row] = readCsvRecords(
      registrationsCsv([
        {
          feeAmount: fee,
          currency: fees.currency,
          paidAmount: fee,
          paidCurrency: fees.currency,
          money: { currency: fees.currency, received: fee, refundDue: refund, kept: fee - refund },
        },
      ]),
    );
    expect(row).toMatchObject({
      feeAmount: fee.toFixed(2),
      currency: fees.currency,
      paidAmount: fee.toFixed(2),
      'money.currency': fees.currency,
      'money.refundDue': refund.toFixed(2),
      'money.kept': (fee - refund).toFixed(2),
    });
  });

  it('writes every field the rows carry, reference and state first, dates as ISO instants and empty values as empty cells', () => {
    const rows = [
      {
        id: 1,
        email: 'a@example.org',
        state: 'paid',
        reference: 'FIXTURE-0001',
        createdAt: new Date('2030-09-01T02:00:00Z'),
        paidOn: null,
      },
      {
        id: 2,
        email: 'b@example.org',
        state: 'cancelled',
        reference: 'FIXTURE-0002',
        createdAt: new Date('2030-09-02T02:00:00Z'),
        paidOn: null,
        extra: 'x',
      },
    ];
    expect(csvColumns(rows)).toEqual(['reference', 'state', 'id', 'email', 'createdAt', 'paidOn', 'extra']);
    expect(readCsv(registrationsCsv(rows))).toEqual([
      ['reference', 'state', 'id', 'email', 'createdAt', 'paidOn', 'extra'],
      ['FIXTURE-0001', 'paid', '1', 'a@example.org', '2030-09-01T02:00:00.000Z', '', ''],
      ['FIXTURE-0002', 'cancelled', '2', 'b@example.org', '2030-09-02T02:00:00.000Z', '', 'x'],
    ]);
  });

  it('gives each field staff added to the form a column of its own, and leaves out the labelled view of fields already in columns', () => {
    const rows = [
      {
        reference: 'FIXTURE-0001',
        familyName: 'Chan',
        extraFields: { badgeName: 'TM Chan' },
        fields: [
          { key: 'family_name', label: 'Family Name', value: 'Chan' },
          { key: 'badgeName', label: 'Name on badge', value: 'TM Chan' },
        ],
      },
      { reference: 'FIXTURE-0002', familyName: 'Lee', extraFields: {}, fields: [] },
    ];
    expect(readCsv(registrationsCsv(rows))).toEqual([
      ['reference', 'familyName', 'extraFields.badgeName'],
      ['FIXTURE-0001', 'Chan', 'TM Chan'],
      ['FIXTURE-0002', 'Lee', ''],
    ]);
  });
});
