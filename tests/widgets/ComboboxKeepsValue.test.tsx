import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { diallingCodes } from '../../core/model/diallingCodes';
import { pickFromCombobox } from '../form/formActions';
import { renderForm } from '../form/renderForm';
import { listedRegion } from '../support/eventShape';
import { formField, renderWidget } from './renderWidget';

describe('a searchable select keeps to its value', () => {
  it('shows the chosen region again when a half-typed search is left', async () => {
    const { user } = renderForm();
    const region = listedRegion().regionName;
    await pickFromCombobox(user, 'Country / Region / Others', region, region);
    const input = screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ });
    await user.clear(input);
    await user.type(input, 'Ger');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue(region);
    await user.type(input, 'zz');
    await user.tab();
    expect(input).toHaveValue(region);
  });

  it('leaves the input empty when nothing was picked, so the error matches what is shown', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ });
    await user.type(input, 'zzz');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('is not cleared by Escape on a closed list', async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, 'Country/region code', '852', /Hong Kong/);
    const input = screen.getByRole('combobox', { name: /^Country\/region code/ });
    await user.click(input);
    await user.keyboard('{Escape}{Escape}');
    const hongKong = diallingCodes.find((entry) => entry.code === '+852');
    expect((input as HTMLInputElement).value).toBe(`${hongKong?.name} (+852)`);
  });
});

describe('a read-only searchable select', () => {
  it('cannot be changed by keyboard or cleared by Escape', async () => {
    const region = formField('region');
    const { user } = renderWidget({
      ...region,
      uiSchema: { ...region.uiSchema, 'ui:readonly': true },
      value: 'Argentina',
    });
    const input = screen.getByRole('combobox', { name: 'Country / Region / Others' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}{Escape}{Escape}');
    expect(input).toHaveValue('Argentina');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a searchable select whose code is still loading', () => {
  it('keeps what was typed and carries it on as the search', async () => {
    const { default: ComboboxPlaceholder } = await import('../../widgets/ComboboxPlaceholder');
    const { lazyWidget } = await import('../../widgets/support/lazyWidget');
    const { default: RegionComboboxWidget } = await import('../../widgets/RegionComboboxWidget');
    let arrive: () => void = () => undefined;
    const Slow = lazyWidget(
      () =>
        new Promise<{ default: typeof RegionComboboxWidget }>(
          (resolve) => (arrive = () => resolve({ default: RegionComboboxWidget })),
        ),
      ComboboxPlaceholder,
    );
    const region = formField('region');
    const { user } = renderWidget({ ...region, widgets: { RegionComboboxWidget: Slow } });
    const early = screen.getByRole('textbox', { name: 'Country / Region / Others' });
    await user.type(early, 'Swi');
    expect(early).toHaveValue('Swi');
    arrive();
    const input = await screen.findByRole('combobox', { name: 'Country / Region / Others' });
    expect(input).toHaveValue('Swi');
    expect(input).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Switzerland' })).toBeInTheDocument();
  });
});
