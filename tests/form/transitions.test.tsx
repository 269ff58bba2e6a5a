import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorsOf, pickFromCombobox } from './formActions';
import { renderForm } from './renderForm';

const regionLabel = 'Country / Region / Others';

describe('the organisation field', () => {
  it('stays hidden until a region is chosen, and the contact note with it', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('combobox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/please contact the organizer at pics2025@example.org/)).not.toBeInTheDocument();
    await pickFromCombobox(user, regionLabel, 'Austria', 'Austria');
    expect(screen.getByRole('combobox', { name: /^Name of Organization/ })).toBeInTheDocument();
    expect(
      screen.getByText('If you encounter problems with your registration, please contact the organizer at pics2025@example.org.'),
    ).toBeInTheDocument();
  });

  it("offers the region's authorities as 'name (acronym)', or the name alone", async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Germany', 'Germany');
    const select = screen.getByRole('combobox', { name: /^Name of Organization/ });
    const texts = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(texts).toContain('Federal Ministry of Health (BMG)');
    expect(texts).toContain('Competent Authorities of the Länder');
    expect(texts[0]).toBe('Please select');
  });

  it("is a free-text input for the 'Others' regions without authorities", async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Partners', 'Others - Partners and non-member competent authorities');
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
  });

  it('is a select for the secretariat, which lists one authority', async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Secretariat', 'Others - PIC/S Secretariat');
    const select = screen.getByRole('combobox', { name: /^Name of Organization/ });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Please select', 'PIC/S Secretariat']);
  });

  it('is cleared without an error when the region changes, and rebuilt for the new region', async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Japan', 'Japan');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Name of Organization/ }), 'Pharmaceuticals and Medical Devices Agency (PMDA)');
    await pickFromCombobox(user, regionLabel, 'United Kingdom', 'United Kingdom');
    const select = screen.getByRole('combobox', { name: /^Name of Organization/ });
    expect(select).toHaveValue('');
    expect(errorsOf(select)).toEqual([]);
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toContain(
      'Medicines and Healthcare products Regulatory Agency (MHRA)',
    );
  });

  it('drops typed free text when the delegate moves to a region with authorities', async () => {
    const { user, onValidSubmit } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Other Members', 'Others - Other Members and Applicants');
    await user.type(screen.getByRole('textbox', { name: /^Name of Organization/ }), 'Some Agency');
    await pickFromCombobox(user, regionLabel, 'Other Members', 'Others - Other Members and Applicants');
    // Picking the same region again changes nothing.
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toHaveValue('Some Agency');
    await pickFromCombobox(user, regionLabel, 'Other Pre', 'Others - Other Pre-Applicants');
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toHaveValue('');
    expect(onValidSubmit).not.toHaveBeenCalled();
  });
});

describe('the fee and the region', () => {
  it('keeps a fee the new region still allows and clears one it does not', async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, regionLabel, 'Australia', 'Australia');
    await user.click(screen.getByRole('radio', { name: 'Seminar only, Members and Applicants: USD 800' }));
    expect(screen.getByText('Total Fee: USD 800')).toBeInTheDocument();

    await pickFromCombobox(user, regionLabel, 'China', 'China');
    expect(screen.getByRole('radio', { name: 'Seminar only, Members and Applicants: USD 800' })).toBeChecked();

    await pickFromCombobox(user, regionLabel, 'Macao', 'Macao SAR, China');
    expect(screen.getByRole('radio', { name: 'Seminar only, Members and Applicants: USD 800' })).not.toBeChecked();
    expect(screen.getByText('Total Fee: USD 0')).toBeInTheDocument();
  });

  it('totals the chosen fee with thousands separators', async () => {
    const { user } = renderForm();
    expect(screen.getByText('Total Fee: USD 0')).toBeInTheDocument();
    await pickFromCombobox(user, regionLabel, 'Partners', 'Others - Partners and non-member competent authorities');
    await user.click(screen.getByRole('radio', { name: 'Committee meeting + Seminar, Partners & Non-members: USD 2,000' }));
    expect(screen.getByText('Total Fee: USD 2,000')).toBeInTheDocument();
  });
});

describe('the dinner', () => {
  it('asks the dietary preference only of those who join, and forgets it when they do not', async () => {
    const { user, onValidSubmit } = renderForm();
    expect(screen.queryByRole('group', { name: /dietary preferences/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: /dietary preferences/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Halal' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: /dietary preferences/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Halal' })).not.toBeChecked();
    expect(onValidSubmit).not.toHaveBeenCalled();
  });
});

describe('payment', () => {
  it('shows the bank details and instructions only when bank transfer is chosen', async () => {
    const { user } = renderForm();
    const instruction = /Please e-mail the remittance receipt within 1 month to pics2025@example.org/;
    expect(screen.queryByText(instruction)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Bank Transfer \(An invoice will be issued for settlement by bank transfer\)/ }));
    expect(screen.getByText(instruction)).toBeInTheDocument();
    expect(screen.getByText('All bank charges are borne by the sender.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Online Payment \(VISA, Master, American Express and UnionPay\)/ }));
    expect(screen.queryByText(instruction)).not.toBeInTheDocument();
  });
});

describe('the fee period', () => {
  it('keeps what was typed when the period arrives late, dropping only a fee of the other period', async () => {
    const { user, setPeriod } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Chan');
    await pickFromCombobox(user, regionLabel, 'Belgium', 'Belgium');
    await user.click(screen.getByRole('radio', { name: /^Seminar only, Members and Applicants: USD 800/ }));
    expect(screen.getByText('Total Fee: USD 800')).toBeInTheDocument();
    setPeriod('standard');
    expect(await screen.findByText('Total Fee: USD 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Family Name/ })).toHaveValue('Chan');
    expect(screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ })).toHaveValue('Belgium');
    expect(screen.getByRole('group', { name: 'Early Bird (on or before 27 September 2025)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Standard Fee' })).toBeEnabled();
  });
});
