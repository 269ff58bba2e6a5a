import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { columnOpenedBy, rowAt } from '../support/eventShape';
import { othersRegion } from '../support/othersRegions';
import { feeAt, feeName } from '../support/schemaTexts';
import { pickFromCombobox, textbox } from './formActions';
import { renderForm } from './renderForm';

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('a failed submit', () => {
  it('focuses the first field in error and scrolls it smoothly to 120 px below the top', async () => {
    const { user } = renderForm();
    const title = screen.getByRole('combobox', { name: /^Title/ });
    vi.spyOn(title, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 500, 100, 40));
    vi.mocked(window.scrollTo).mockClear();
    await user.click(submit());
    expect(title).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 120, behavior: 'smooth' });
  });

  it('follows the order of the form: each fixed field hands the focus to the next', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(screen.getByRole('combobox', { name: /^Title/ })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Title/ }), 'Ms');
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: /^Family Name/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /^Given Name/ }), 'Ann');
    await user.click(submit());
    expect(screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ })).toHaveFocus();
  });

  it('goes to the organisation that is shown, skipping the hidden one', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Title/ }), 'Ms');
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /^Given Name/ }), 'Ann');
    const typedIn = othersRegion('other_members').regionName;
    await pickFromCombobox(user, 'Country / Region / Others', typedIn, typedIn);
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toHaveFocus();
  });

  it('focuses the first radio that can be chosen in the active fee grid', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Title/ }), 'Ms');
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /^Given Name/ }), 'Ann');
    const region = othersRegion('other_pre_applicants');
    await pickFromCombobox(user, 'Country / Region / Others', region.regionName, region.regionName);
    await user.type(screen.getByRole('textbox', { name: /^Name of Organization/ }), 'Agency');
    await user.type(textbox('postTitle'), 'Inspector');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.org');
    await user.type(screen.getByRole('textbox', { name: /^Confirm Email/ }), 'ann@example.org');
    await pickFromCombobox(user, 'Country/region code', 'Singapore', /Singapore/);
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '61234567');
    await user.click(submit());
    expect(screen.getByRole('radio', { name: feeName(feeAt(rowAt(0), columnOpenedBy(region.status))) })).toHaveFocus();
  });
});
