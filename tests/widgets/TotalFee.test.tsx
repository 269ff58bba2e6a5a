import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { feeName, feeOption, totalText } from '../support/schemaTexts';
import { markupData } from './fixtures/markupData';
import { formField, renderWidget } from './renderWidget';

/** The fee grid with the Total Fee block after it, as Part D follows Part B. */
const feeWithTotal = { ...formField('feeCategory'), after: [{ block: 'TotalFee' }] };

function total(): HTMLElement {
  return screen.getByText(/^Total Fee:/);
}

describe('TotalFee', () => {
  it('shows "Total Fee: USD 0" while no fee is chosen', () => {
    renderWidget({ ...feeWithTotal, context: { memberStatus: 'Member' } });
    expect(total()).toHaveTextContent(/^Total Fee: USD 0$/);
  });

  it('shows the price of the chosen fee with thousands separators', async () => {
    // The tests' own fee grid has a price of four digits whatever the prices of schemas/.
    const { user } = renderWidget({ ...feeWithTotal, data: markupData, context: { memberStatus: 'Member' } });
    await user.click(
      screen.getByRole('radio', { name: 'Committee meeting + Seminar, Members and Applicants: USD 1,000' }),
    );
    expect(total()).toHaveTextContent(/^Total Fee: USD 1,000$/);
  });

  it('shows the price of the chosen fee of schemas/fees.json', async () => {
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: 'Member' } });
    await user.click(screen.getByRole('radio', { name: feeName('cm_sem_member_early') }));
    expect(total().textContent).toBe(totalText(feeOption('cm_sem_member_early').price));
  });

  it('follows a change of fee', async () => {
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: 'Non-member', period: 'standard' } });
    await user.click(screen.getByRole('radio', { name: feeName('cm_nonmember_std') }));
    expect(total().textContent).toBe(totalText(feeOption('cm_nonmember_std').price));
    await user.click(screen.getByRole('radio', { name: feeName('cm_sem_nonmember_std') }));
    expect(total().textContent).toBe(totalText(feeOption('cm_sem_nonmember_std').price));
  });

  it('announces a new total politely', () => {
    renderWidget({ ...feeWithTotal, context: { memberStatus: 'Member' } });
    expect(total()).toHaveAttribute('aria-live', 'polite');
  });

  describe('markup', () => {
    it('with no fee', () => {
      renderWidget({ ...feeWithTotal, context: { memberStatus: 'Member' } });
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
