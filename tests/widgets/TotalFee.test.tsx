import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: 'Member' } });
    await user.click(screen.getByRole('radio', { name: 'Committee meeting + Seminar, Members and Applicants: USD 1,000' }));
    expect(total()).toHaveTextContent(/^Total Fee: USD 1,000$/);
  });

  it('follows a change of fee', async () => {
    const { user } = renderWidget({ ...feeWithTotal, context: { memberStatus: 'Non-member', period: 'standard' } });
    await user.click(screen.getByRole('radio', { name: 'Committee meeting only, Partners & Non-members: USD 800' }));
    expect(total()).toHaveTextContent(/^Total Fee: USD 800$/);
    await user.click(screen.getByRole('radio', { name: 'Committee meeting + Seminar, Partners & Non-members: USD 2,600' }));
    expect(total()).toHaveTextContent(/^Total Fee: USD 2,600$/);
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
      renderWidget({ ...feeWithTotal, context: { memberStatus: 'Non-member', period: 'standard' }, value: 'cm_sem_nonmember_std' });
      expect(total()).toMatchSnapshot();
    });
  });
});
