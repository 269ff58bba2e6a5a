import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { markupData } from './fixtures/markupData';
import { formField, renderWidget } from './renderWidget';

/** The payment method with the bank box after it, shown once bank transfer is chosen, as in Part D. */
const paymentWithBox = { ...formField('paymentMethod'), after: [{ block: 'BankTransferBox', when: 'bankChosen' }] };
const bankTransfer = 'Bank Transfer (An invoice will be issued for settlement by bank transfer)';

describe('BankTransferBox', () => {
  it('is not shown while bank transfer is not chosen', async () => {
    const { user } = renderWidget(paymentWithBox);
    expect(screen.queryByRole('region', { name: 'Bank account details' })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: 'Online Payment (VISA, Master, American Express and UnionPay)' }),
    );
    expect(screen.queryByRole('region', { name: 'Bank account details' })).not.toBeInTheDocument();
  });

  it('shows the bank account details and instructions once bank transfer is chosen', async () => {
    const { user } = renderWidget(paymentWithBox);
    await user.click(screen.getByRole('radio', { name: bankTransfer }));
    const box = screen.getByRole('region', { name: 'Bank account details' });
    expect(box).toHaveTextContent(
      "The organizer's bank account details are given on the invoice sent to you after registration.",
    );
    expect(box).toHaveTextContent(
      `Please e-mail the remittance receipt within 1 month to ${event.organiserEmail}, quoting the reference numbers and the names of the participants.`,
    );
    expect(box).toHaveTextContent('All bank charges are borne by the sender.');
    expect(box).toHaveTextContent('A receipt and a confirmation e-mail will be issued once the payment is confirmed.');
  });

  it('hides again when another method is chosen', async () => {
    const { user } = renderWidget({ ...paymentWithBox, value: 'bank' });
    expect(screen.getByRole('region', { name: 'Bank account details' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: 'Online Payment (VISA, Master, American Express and UnionPay)' }),
    );
    expect(screen.queryByRole('region', { name: 'Bank account details' })).not.toBeInTheDocument();
  });

  it('markup', () => {
    // The texts from the tests' own data: the snapshot changes with the markup, not with the organiser's address.
    renderWidget({ ...paymentWithBox, value: 'bank', data: markupData });
    expect(screen.getByRole('region', { name: 'Bank account details' })).toMatchSnapshot();
  });
});
