import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import {
  columnAt,
  columnOpenedBy,
  listedRegion,
  rowAt,
  statusesOpening,
  statusOpening,
  statusOutside,
} from '../support/eventShape';
import { periods } from '../support/eventTimes';
import { othersRegion } from '../support/othersRegions';
import {
  authorityText,
  feeAt,
  feeName,
  periodLegend,
  regionOfStatus,
  regionWhere,
  text,
  totalText,
} from '../support/schemaTexts';
import { errorsOf, extraAnswer, pickFromCombobox } from './formActions';
import { renderForm } from './renderForm';

const regionLabel = 'Country / Region / Others';

/** Picks a region of schemas/regions.json by typing its whole name. */
const pickRegion = (user: Parameters<typeof pickFromCombobox>[0], name: string) =>
  pickFromCombobox(user, regionLabel, name, name);

/** The options of the organisation select, as its texts. */
const organisationOptions = () =>
  [...screen.getByRole('combobox', { name: /^Name of Organization/ }).querySelectorAll('option')].map(
    (option) => option.textContent,
  );

describe('the organisation field', () => {
  it('stays hidden until a region is chosen, and the contact note with it', async () => {
    const { user } = renderForm();
    const contact = text('part.a.note.contact');
    expect(screen.queryByRole('combobox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
    expect(screen.queryByText(contact)).not.toBeInTheDocument();
    await pickRegion(user, listedRegion().regionName);
    expect(screen.getByRole('combobox', { name: /^Name of Organization/ })).toBeInTheDocument();
    expect(screen.getByText(contact)).toBeInTheDocument();
  });

  it("offers the region's authorities as 'name (acronym)', or the name alone", async () => {
    const { user } = renderForm();
    const region = regionWhere('region with two or more authorities', (candidate) => candidate.authorities.length > 1);
    await pickRegion(user, region.regionName);
    expect(organisationOptions()).toEqual(['Please select', ...region.authorities.map(authorityText)]);
  });

  it("is a free-text input for the 'Others' regions without authorities", async () => {
    const { user } = renderForm();
    await pickRegion(user, othersRegion('other_partners').regionName);
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Name of Organization/ })).not.toBeInTheDocument();
  });

  it('is a select for the secretariat, which lists one authority', async () => {
    const { user } = renderForm();
    const secretariat = othersRegion('other_pics');
    await pickRegion(user, secretariat.regionName);
    expect(organisationOptions()).toEqual(['Please select', ...secretariat.authorities.map(authorityText)]);
  });

  it('is cleared without an error when the region changes, and rebuilt for the new region', async () => {
    const { user } = renderForm();
    const [first, second] = regions.filter((region) => region.authorities.length > 0);
    if (!first || !second) throw new Error('schemas/regions.json has fewer than two regions with authorities');
    await pickRegion(user, first.regionName);
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Name of Organization/ }),
      authorityText(first.authorities[0]),
    );
    await pickRegion(user, second.regionName);
    const select = screen.getByRole('combobox', { name: /^Name of Organization/ });
    expect(select).toHaveValue('');
    expect(errorsOf(select)).toEqual([]);
    expect(organisationOptions()).toEqual(['Please select', ...second.authorities.map(authorityText)]);
  });

  it('drops typed free text when the delegate moves to a region with authorities', async () => {
    const { user, onValidSubmit } = renderForm();
    const typedIn = othersRegion('other_members').regionName;
    await pickRegion(user, typedIn);
    await user.type(screen.getByRole('textbox', { name: /^Name of Organization/ }), 'Some Agency');
    await pickRegion(user, typedIn);
    // Picking the same region again changes nothing.
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toHaveValue('Some Agency');
    await pickRegion(user, othersRegion('other_pre_applicants').regionName);
    expect(screen.getByRole('textbox', { name: /^Name of Organization/ })).toHaveValue('');
    expect(onValidSubmit).not.toHaveBeenCalled();
  });
});

describe('the fee and the region', () => {
  it('keeps a fee the new region still allows and clears one it does not', async () => {
    const { user } = renderForm();
    const column = columnAt(0);
    const [inside, alsoInside = inside] = statusesOpening(column);
    const fee = feeAt(rowAt(1), column);
    const seminar = feeName(fee);
    await pickRegion(user, regionOfStatus(inside ?? statusOpening(column)).regionName);
    await user.click(screen.getByRole('radio', { name: seminar }));
    expect(screen.getByText(totalText(fee.price))).toBeInTheDocument();

    // Members and Applicants share a column (spec section 4): a second status of the column, if it has one.
    await pickRegion(user, regionOfStatus(alsoInside ?? statusOpening(column)).regionName);
    expect(screen.getByRole('radio', { name: seminar })).toBeChecked();

    await pickRegion(user, regionOfStatus(statusOutside(column)).regionName);
    expect(screen.getByRole('radio', { name: seminar })).not.toBeChecked();
    expect(screen.getByText(totalText(0))).toBeInTheDocument();
  });

  it('totals the chosen fee with thousands separators', async () => {
    const { user } = renderForm();
    expect(screen.getByText(totalText(0))).toBeInTheDocument();
    const partners = othersRegion('other_partners');
    await pickRegion(user, partners.regionName);
    const fee = feeAt(rowAt(-1), columnOpenedBy(partners.status));
    await user.click(screen.getByRole('radio', { name: feeName(fee) }));
    expect(screen.getByText(totalText(fee.price))).toBeInTheDocument();
  });
});

describe('the dinner', () => {
  it('asks the dietary preference only of those who join, and forgets it when they do not', async () => {
    const { user, onValidSubmit } = renderForm();
    expect(screen.queryByRole('group', { name: /dietary preferences/ })).not.toBeInTheDocument();
    await user.click(extraAnswer('Yes'));
    expect(screen.getByRole('group', { name: /dietary preferences/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Halal' }));
    await user.click(extraAnswer('No'));
    expect(screen.queryByRole('group', { name: /dietary preferences/ })).not.toBeInTheDocument();
    await user.click(extraAnswer('Yes'));
    expect(screen.getByRole('radio', { name: 'Halal' })).not.toBeChecked();
    expect(onValidSubmit).not.toHaveBeenCalled();
  });
});

describe('payment', () => {
  it('shows the bank details and instructions only when bank transfer is chosen', async () => {
    const { user } = renderForm();
    const instruction = text('part.d.bank.receipt');
    expect(screen.queryByText(instruction)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', {
        name: /^Bank Transfer \(An invoice will be issued for settlement by bank transfer\)/,
      }),
    );
    expect(screen.getByText(instruction)).toBeInTheDocument();
    expect(screen.getByText('All bank charges are borne by the sender.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: /^Online Payment \(VISA, Master, American Express and UnionPay\)/ }),
    );
    expect(screen.queryByText(instruction)).not.toBeInTheDocument();
  });
});

describe('the fee period', () => {
  it('keeps what was typed when the period arrives late, dropping only a fee of another period', async () => {
    const { user, setPeriod } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Chan');
    const region = listedRegion().regionName;
    await pickRegion(user, region);
    const fee = feeAt(rowAt(1), columnAt(0));
    await user.click(screen.getByRole('radio', { name: feeName(fee) }));
    expect(screen.getByText(totalText(fee.price))).toBeInTheDocument();
    const later = periods.second;
    setPeriod(later);
    // An event of one fee period hears that same period: the fee chosen in it stays.
    expect(await screen.findByText(totalText(later === fee.period ? fee.price : 0))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Family Name/ })).toHaveValue('Chan');
    expect(screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ })).toHaveValue(region);
    for (const period of fees.periods) {
      const grid = screen.getByRole('group', { name: periodLegend(period.id) });
      if (period.id === later) expect(grid).toBeEnabled();
      else expect(grid).toBeDisabled();
    }
  });
});
