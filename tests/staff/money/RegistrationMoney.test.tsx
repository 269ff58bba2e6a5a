import en from '@schemas/messages/en.json';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import type { RefundAnswer, RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { event, fees } from '../../../core/model/schemaData';
import { moneyFigures, moneyTotals } from '../../../core/rules/money';
import MoneyTotals from '../../../src/staff/money/MoneyTotals';
import RegistrationMoney from '../../../src/staff/money/RegistrationMoney';
import { StaffContext, type StaffContextValue } from '../../../src/staff/StaffContext';
import { money } from '../../support/schemaTexts';

// Amounts of the test's own, in the currency of the event under test, as its console shows them.
const { currency } = fees;

/** A manager's session, as StaffApp provides it to its pages. */
const staff: StaffContextValue = {
  session: { account: { email: 'manager@staff.example.org', role: 'manager' }, csrfToken: 'token' },
  announce: () => {},
  sessionEnded: () => {},
  formFieldLabel: (key) => key,
  siteText: () => undefined,
};

function inEnglish(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <StaffContext.Provider value={staff}>{ui}</StaffContext.Provider>
    </IntlProvider>,
  );
}

/** The value a description list shows for a term. */
function valueOf(region: HTMLElement, term: string): string {
  const dt = within(region).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

const refusedCardRefund: RefundAnswer = {
  method: 'card',
  amount: 750,
  currency,
  status: 'failed',
  lastError: 'This charge is disputed.',
  paidOn: null,
  bankReference: null,
};

const cancelledCard: RegistrationMoneyAnswer = {
  figures: moneyFigures({
    state: 'cancelled',
    feeAmount: 1000,
    currency,
    paidAmount: 1000,
    refund: { amount: 750, status: 'failed' },
  }),
  refund: refusedCardRefund,
  refunds: [refusedCardRefund],
  creditNotes: [],
  ledger: [],
};

/** The refunds table's rows, each as its cells' texts, header row left out. */
function refundRows(): string[][] {
  const table = screen.getByRole('table', { name: en['staff.money.refund.heading'] });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** A refund staff paid by transfer and recorded. */
const paidByTransfer: RefundAnswer = {
  ...refusedCardRefund,
  method: 'bank',
  status: 'paid',
  lastError: null,
  paidOn: `${event.year}-09-03`,
  bankReference: 'R1',
};

describe("a registration's money in the console", () => {
  it('shows what was received, due back and kept, and the refused card refund with the provider’s answer', () => {
    inEnglish(<RegistrationMoney id="7" money={cancelledCard} manager={false} onRecorded={() => () => {}} />);
    const region = screen.getByRole('region', { name: en['staff.money.heading'] });
    expect(valueOf(region, en['staff.counts.received'])).toBe(money(1000));
    expect(valueOf(region, en['staff.money.refundDue'])).toBe(money(750));
    expect(valueOf(region, en['staff.money.kept'])).toBe(money(250));
    expect(refundRows()).toEqual([
      [
        money(750),
        en['staff.money.refund.method.card'],
        en['staff.money.refund.status.failed'],
        '',
        '',
        'This charge is disputed.',
      ],
    ]);
    // A viewer records nothing.
    expect(screen.queryByRole('button', { name: en['staff.money.record.submit'] })).toBeNull();
  });

  it('offers a manager the form to record the refund paid, with the refund’s amount', () => {
    inEnglish(<RegistrationMoney id="7" money={cancelledCard} manager onRecorded={() => () => {}} />);
    const amount = screen.getByLabelText(en['staff.money.record.amount'].replace('{currency}', currency));
    expect(amount).toHaveProperty('value', '750');
    expect(screen.getByLabelText(en['staff.money.record.paidOn'])).toBeDefined();
    expect(screen.getByLabelText(en['staff.money.record.bankReference'])).toBeDefined();
    expect(screen.getByRole('button', { name: en['staff.money.record.submit'] })).toBeDefined();
  });

  it('lists every refund made due, oldest first, each with its amount, method and state, adding up to the figures', () => {
    // A transfer's surplus paid back by the organiser, then a card cancellation's refund still with the provider.
    const surplus: RefundAnswer = { ...paidByTransfer, amount: 200 };
    const cancellation: RefundAnswer = { ...refusedCardRefund, status: 'submitted', lastError: null };
    const figures = moneyFigures({
      state: 'cancelled',
      feeAmount: 1000,
      currency,
      paidAmount: 1200,
      refund: { amount: 750, status: 'submitted' },
    });
    const twoRefunds: RegistrationMoneyAnswer = {
      ...cancelledCard,
      figures: { ...figures, refundPaid: surplus.amount },
      refund: cancellation,
      refunds: [surplus, cancellation],
    };
    inEnglish(<RegistrationMoney id="8" money={twoRefunds} manager onRecorded={() => () => {}} />);
    expect(refundRows()).toEqual([
      [
        money(200),
        en['staff.money.refund.method.bank'],
        en['staff.money.refund.status.paid'],
        // The console writes a day as it is kept, in English.
        paidByTransfer.paidOn,
        'R1',
        '',
      ],
      [money(750), en['staff.money.refund.method.card'], en['staff.money.refund.status.submitted'], '', '', ''],
    ]);
    const region = screen.getByRole('region', { name: en['staff.money.heading'] });
    expect(valueOf(region, en['staff.money.refundDue'])).toBe(money(cancellation.amount));
    expect(valueOf(region, en['staff.money.refundPaid'])).toBe(money(surplus.amount));
    // The card refund is the provider's to pay: nothing for staff to record.
    expect(screen.queryByRole('button', { name: en['staff.money.record.submit'] })).toBeNull();
  });

  it('links every credit note of the registration, oldest first, and offers no form once the refund is paid', () => {
    const feeChangeNote = `${event.referencePrefix}-CN-0001`;
    const creditNote = `${event.referencePrefix}-CN-0002`;
    inEnglish(
      <RegistrationMoney
        id="9"
        manager
        onRecorded={() => () => {}}
        money={{
          ...cancelledCard,
          refund: paidByTransfer,
          refunds: [paidByTransfer],
          creditNotes: [
            { number: feeChangeNote, issuedOn: `${event.year}-08-30`, amount: 1000, currency },
            { number: creditNote, issuedOn: `${event.year}-09-02`, amount: 750, currency },
          ],
        }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `Credit note ${feeChangeNote} for ${money(1000)} (PDF)`,
      `Credit note ${creditNote} for ${money(750)} (PDF)`,
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/staff/api/registrations/9/credit-note.pdf?number=${feeChangeNote}`,
      `/staff/api/registrations/9/credit-note.pdf?number=${creditNote}`,
    ]);
    expect(screen.queryByRole('button', { name: en['staff.money.record.submit'] })).toBeNull();
  });

  it('lists each movement of the ledger with its kind, method, amount and who made it', () => {
    const at = `${event.year}-09-02T08:00:00.000Z`;
    const ledger: RegistrationMoneyAnswer['ledger'] = [
      { at, kind: 'payment', method: 'card', amount: 1000, currency, actor: 'card provider stripe' },
      { at, kind: 'refund_due', method: 'card', amount: 750, currency, actor: 'staff manager@staff.example.org' },
      { at, kind: 'fee_kept', method: 'card', amount: 250, currency, actor: 'staff manager@staff.example.org' },
    ];
    inEnglish(
      <RegistrationMoney id="7" money={{ ...cancelledCard, ledger }} manager={false} onRecorded={() => () => {}} />,
    );
    const table = screen.getByRole('table', { name: en['staff.ledger.caption'] });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        en['staff.ledger.kind.payment'],
        en['staff.ledger.method.card'],
        money(1000),
        en['staff.actor.cardProvider'].replace('{provider}', 'Stripe'),
      ],
      [en['staff.ledger.kind.refund_due'], en['staff.ledger.method.card'], money(750), 'manager@staff.example.org'],
      [en['staff.ledger.kind.fee_kept'], en['staff.ledger.method.card'], money(250), 'manager@staff.example.org'],
    ]);
  });

  it('adds the list’s money up by currency', () => {
    const paid = moneyFigures({ state: 'paid', feeAmount: 1000, currency, paidAmount: 1000 });
    inEnglish(<MoneyTotals totals={moneyTotals([paid, cancelledCard.figures])} />);
    const totals = screen.getByRole('region', { name: en['staff.money.heading'] });
    expect(valueOf(totals, en['staff.counts.received'])).toBe(money(2000));
    expect(valueOf(totals, en['staff.counts.expected'])).toBe(money(1250));
    expect(valueOf(totals, en['staff.money.refundPaid'])).toBe('0');
  });
});
