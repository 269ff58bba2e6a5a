import zhHant from '@schemas/messages/zh-Hant.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Region } from '../../core/model/types';
import ownRegions from './fixtures/comboboxRegions.json';
import { formField, renderWidget, withStableIds } from './renderWidget';

// The tests' own regions (two countries and the four 'Others' entries, as regions.json stood when the snapshots were
// reviewed): the widget's behaviour is checked on a list that stays put whatever regions an event declares.
const regions: Region[] = ownRegions;
const region = { ...formField('region'), data: { regions } };
const label = 'Country / Region / Others';

function options(): string[] {
  return within(screen.getByRole('listbox', { name: label }))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('RegionComboboxWidget', () => {
  it('is a combobox named by its label, with a listbox closed at first', () => {
    renderWidget(region);
    const input = screen.getByRole('combobox', { name: label });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: label }).id);
    expect(options()).toEqual([]);
  });

  it('lists every region when its button is pressed', async () => {
    const { user } = renderWidget(region);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(regions.map((entry) => entry.regionName));
  });

  it('filters the options by what is typed, ignoring case', async () => {
    const { user } = renderWidget(region);
    await user.type(screen.getByRole('combobox', { name: label }), 'others - other');
    expect(options()).toEqual(['Others - Other Members and Applicants', 'Others - Other Pre-Applicants']);
  });

  it('says "No matches" when nothing matches', async () => {
    const { user } = renderWidget(region);
    await user.type(screen.getByRole('combobox', { name: label }), 'Atlantis');
    expect(options()).toEqual([]);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('moves the highlight with ArrowDown and ArrowUp', async () => {
    const { user } = renderWidget(region);
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'Others');
    const [secretariat, members] = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', secretariat?.id);
    expect(secretariat).toHaveAttribute('aria-selected', 'true');
    expect(secretariat).toHaveClass('combobox__option--active');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', members?.id);
    expect(members).toHaveClass('combobox__option--active');
    expect(secretariat).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', secretariat?.id);
  });

  it('picks the highlighted region with Enter, fills the input and closes the list without submitting', async () => {
    const { user, submit, submittedValue, submissionCount } = renderWidget(region);
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'hong');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Hong Kong SAR, China');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(submissionCount()).toBe(0);
    await submit();
    expect(submittedValue()).toBe('Hong Kong SAR, China');
  });

  it('picks a region by a click on its option', async () => {
    const { user, submit, submittedValue } = renderWidget(region);
    await user.type(screen.getByRole('combobox', { name: label }), 'Argen');
    await user.click(screen.getByRole('option', { name: 'Argentina' }));
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('Argentina');
    await submit();
    expect(submittedValue()).toBe('Argentina');
  });

  it('closes the list with Escape without picking', async () => {
    const { user, submit, submittedValue } = renderWidget(region);
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'Hong');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toEqual([]);
    await submit();
    expect(submittedValue()).toBeUndefined();
  });

  it('shows the chosen region and marks it in the list', async () => {
    const { user } = renderWidget({ ...region, value: 'Argentina' });
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('Argentina');
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getByRole('option', { name: 'Argentina' })).toHaveClass('combobox__option--selected');
  });

  it('says "Please select a country/region." when none is picked', async () => {
    const { submit } = renderWidget(region);
    await submit();
    const input = screen.getByRole('combobox', { name: label });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please select a country/region.');
  });

  it('cannot be opened or changed when disabled', async () => {
    const { user } = renderWidget({
      ...region,
      uiSchema: { ...region.uiSchema, 'ui:disabled': true },
      value: 'Argentina',
    });
    const input = screen.getByRole('combobox', { name: label });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show options' })).toBeDisabled();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(input).toHaveValue('Argentina');
    expect(options()).toEqual([]);
  });

  describe('in Traditional Chinese', () => {
    const hantLabel = zhHant['field.region'];
    const hongKong = regions.find((entry) => entry.id === 'hk');
    const hongKongHant = hongKong?.['name-zh-Hant'] ?? '';

    it('lists the regions by their Chinese names', async () => {
      const { user } = renderWidget({ ...region, locale: 'zh-Hant' });
      await user.click(screen.getByRole('button', { name: zhHant['combobox.toggle'] }));
      const shown = within(screen.getByRole('listbox', { name: hantLabel }))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(shown).toEqual(regions.map((entry) => entry['name-zh-Hant']));
    });

    it('finds a region by 香港 and keeps its English name as the value', async () => {
      const { user, submit, submittedValue } = renderWidget({ ...region, locale: 'zh-Hant' });
      const input = screen.getByRole('combobox', { name: hantLabel });
      await user.type(input, '香港');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(hongKongHant);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(input).toHaveValue(hongKongHant);
      await submit();
      expect(submittedValue()).toBe(hongKong?.regionName);
    });

    it('finds a region by its English name too', async () => {
      const { user } = renderWidget({ ...region, locale: 'zh-Hant' });
      await user.type(screen.getByRole('combobox', { name: hantLabel }), 'hong kong');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([hongKongHant]);
    });
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget(region).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...region, value: 'Argentina' }).field()).toMatchSnapshot();
    });

    it('open, filtered, with the first option highlighted', async () => {
      const { user, field } = renderWidget(region);
      await user.type(screen.getByRole('combobox', { name: label }), 'Others - Other');
      await user.keyboard('{ArrowDown}');
      expect(withStableIds(field())).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(region);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        renderWidget({ ...region, uiSchema: { ...region.uiSchema, 'ui:disabled': true } }).field(),
      ).toMatchSnapshot();
    });
  });
});
