import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { columnAt, rowAt, statusOpening } from '../support/eventShape';
import { periods } from '../support/eventTimes';
import { feeAt, feeName, totalText } from '../support/schemaTexts';
import { markupData } from './fixtures/markupData';
import { formField, renderWidget } from './renderWidget';

/** The fee grid with the Total Fee block after it, as Part D follows Part B. */
const feeWithTotal = { ...formField('feeCategory'), after: [{ block: 'TotalFee' }] };

function total(): HTMLElement {
  return screen.getByText(/^Total Fee:/);
}

describe('TotalFee', () => {
  it('shows a total of 0 while no fee is chosen', () => {
    renderWidget({ ...feeWithTotal, context: { memberStatus: statusOpening(columnAt(0)) } });
    expect(total().textContent).toBe(totalText(0));
  });

  it('shows the price of the chosen fee with thousands separators', async () => {
    // The tests' own fee grid, in the currency code kept for tests (XTS), has a price of four digits whatever schemas/ holds.
    const { user } = renderWidget({ ...feeWithTotal, data: markupData, context: { memberStatus: 'Member' } });
    await user.click(
      screen.getByRole('radio', { name: 'Committee meeting + Seminar, Members and Applicants: XTS 1,000' }),
    );
    expect(total()).toHaveTextContent(/^Total Fee: XTS 1,000$/);
  });

  it('shows the price of the chosen fee of schemas/fees.json', async () => {
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: statusOpening(columnAt(0)) } });
    const fee = feeAt(rowAt(-1), columnAt(0));
    await user.click(screen.getByRole('radio', { name: feeName(fee) }));
    expect(total().textContent).toBe(totalText(fee.price));
  });

  it('follows a change of fee', async () => {
    const period = periods.second;
    const column = columnAt(-1);
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: statusOpening(column), period } });
    const [first, second] = [feeAt(rowAt(0), column, period), feeAt(rowAt(-1), column, period)];
    await user.click(screen.getByRole('radio', { name: feeName(first) }));
    expect(total().textContent).toBe(totalText(first.price));
    await user.click(screen.getByRole('radio', { name: feeName(second) }));
    expect(total().textContent).toBe(totalText(second.price));
  });

  it('announces a new total politely', () => {
    renderWidget({ ...feeWithTotal, context: { memberStatus: statusOpening(columnAt(0)) } });
    expect(total()).toHaveAttribute('aria-live', 'polite');
  });

  // The snapshots draw the tests' own grid (fixtures/markupData.ts), whose statuses and codes are its own.
  describe('markup', () => {
    it('with no fee', () => {
      renderWidget({ ...feeWithTotal, data: markupData, context: { memberStatus: 'Member' } });
      expect(total()).toMatchSnapshot();
    });

    it('with a fee', () => {
      const data = markupData;
      renderWidget({
        ...feeWithTotal,
        data,
        context: { memberStatus: 'Non-member', period: 'standard' },
        value: 'cm_sem_nonmember_std',
      });
      expect(total()).toMatchSnapshot();
    });
  });
});
