import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { freeTextRegion, listedRegion } from '../support/eventShape';
import { errorsOf, extraAnswer, fillValidForm, pickFromCombobox, textbox, validDelegate } from './formActions';
import { renderForm } from './renderForm';

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('messages after a failed submit', () => {
  it('shows each required-field message under its own field', async () => {
    const { user } = renderForm();
    await user.click(submit());
    const expectations: [HTMLElement, string][] = [
      [screen.getByRole('combobox', { name: /^Title/ }), 'Please select a title.'],
      [screen.getByRole('textbox', { name: /^Family Name/ }), 'Family name is required.'],
      [screen.getByRole('textbox', { name: /^Given Name/ }), 'Given name is required.'],
      [screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ }), 'Please select a country/region.'],
      [textbox('postTitle'), 'Post title is required.'],
      [screen.getByRole('textbox', { name: /^Email/ }), 'Email is required.'],
      [screen.getByRole('textbox', { name: /^Confirm Email/ }), 'Please confirm your email.'],
      [screen.getByRole('combobox', { name: /^Country\/region code/ }), 'Please select country/region code.'],
      [screen.getByRole('textbox', { name: /^Phone Number/ }), 'Phone number is required.'],
      [
        screen.getAllByRole('radio', { name: /Committee meeting only, Members and Applicants/ })[0],
        'Please select a fee category.',
      ],
      [extraAnswer('Yes'), 'Please indicate if you will join the Seminar Dinner.'],
      [screen.getByRole('radio', { name: /^Online Payment/ }), 'Please select a payment method.'],
      [screen.getByRole('checkbox', { name: /I have read and agree/ }), 'You must acknowledge the information.'],
    ];
    for (const [control, message] of expectations) {
      expect(errorsOf(control)).toEqual([message]);
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('does not send the values while any rule fails', async () => {
    const { user, onValidSubmit } = renderForm();
    await user.click(submit());
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it('sends the values once every rule holds', async () => {
    const { user, onValidSubmit } = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    expect(onValidSubmit).toHaveBeenCalledTimes(1);
    expect(onValidSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Dr',
      familyName: 'Chan',
      region: validDelegate.region,
      organizationNameSelect: validDelegate.organisation,
      feeCategory: validDelegate.feeCategory,
      joinGalaDinner: 'No',
      paymentMethod: 'bank',
      consentAcknowledge: true,
    });
  });
});

describe('when messages appear', () => {
  it('says nothing while a person types into a field for the first time, and speaks once they leave it', async () => {
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-address');
    expect(errorsOf(email)).toEqual([]);
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(errorsOf(email)).toEqual(['Invalid email format.']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps other fields quiet when one field is left', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('textbox', { name: /^Family Name/ }));
    await user.tab();
    expect(errorsOf(screen.getByRole('textbox', { name: /^Family Name/ }))).toEqual(['Family name is required.']);
    expect(errorsOf(screen.getByRole('textbox', { name: /^Given Name/ }))).toEqual([]);
  });

  it('does not re-check on each keystroke, only when the field is left', async () => {
    const { user } = renderForm();
    const family = screen.getByRole('textbox', { name: /^Family Name/ });
    await user.click(family);
    await user.tab();
    expect(errorsOf(family)).toEqual(['Family name is required.']);
    await user.type(family, 'Chan');
    expect(errorsOf(family)).toEqual(['Family name is required.']);
    await user.tab();
    expect(errorsOf(family)).toEqual([]);
  });

  it('checks a choice as soon as it is made', async () => {
    const { user } = renderForm();
    await user.click(submit());
    const title = screen.getByRole('combobox', { name: /^Title/ });
    expect(errorsOf(title)).toEqual(['Please select a title.']);
    await user.selectOptions(title, 'Prof.');
    expect(errorsOf(title)).toEqual([]);
  });
});

describe('rules between fields', () => {
  it("puts 'Emails do not match.' on the confirmation", async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'a@example.org');
    const confirm = screen.getByRole('textbox', { name: /^Confirm Email/ });
    await user.type(confirm, 'b@example.org');
    await user.tab();
    expect(errorsOf(confirm)).toEqual(['Emails do not match.']);
    expect(errorsOf(screen.getByRole('textbox', { name: /^Email/ }))).toEqual([]);
  });

  it("asks for the free-text organisation of an 'Others' region, even when only spaces were typed", async () => {
    const { user } = renderForm();
    const typedIn = freeTextRegion().regionName;
    await pickFromCombobox(user, 'Country / Region / Others', typedIn, typedIn);
    const organisation = screen.getByRole('textbox', { name: /^Name of Organization/ });
    await user.type(organisation, '   ');
    await user.tab();
    expect(errorsOf(organisation)).toEqual(['Name of Organization is required.']);
  });

  it('asks for an organisation from the list for a region with authorities', async () => {
    const { user } = renderForm();
    const region = listedRegion().regionName;
    await pickFromCombobox(user, 'Country / Region / Others', region, region);
    await user.click(submit());
    expect(errorsOf(screen.getByRole('combobox', { name: /^Name of Organization/ }))).toEqual([
      'Please select an organization.',
    ]);
  });

  it('asks for a dietary preference only of those who join the dinner', async () => {
    const { user } = renderForm();
    await user.click(extraAnswer('Yes'));
    await user.click(submit());
    expect(errorsOf(screen.getByRole('radio', { name: 'NA' }))).toEqual(['Please select your dietary preferences.']);
  });

  it('rejects a phone number with anything but digits with the generic message', async () => {
    const { user } = renderForm();
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    await user.type(phone, '+852 2123-4567');
    expect(phone).toHaveValue('85221234567');
  });
});
