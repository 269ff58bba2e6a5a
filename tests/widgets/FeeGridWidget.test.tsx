import en from '@schemas/messages/en.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import type { MemberStatus, Period } from '../../core/model/types';
import { feeColumnFor } from '../../core/rules/fees';
import { feeColumnText, feeName, feeRowText, periodLegend } from '../support/schemaTexts';
import { markupData } from './fixtures/markupData';
import { formField, renderWidget } from './renderWidget';

const fee = formField('feeCategory');
const earlyBird = periodLegend('earlyBird');
const standard = periodLegend('standard');

/** Every fee option of schemas/fees.json: its code and the name a screen reader gives its radio. */
const options: [code: string, name: string][] = fees.options.map((option) => [option.value, feeName(option)]);

function grid(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function enabledCodes(): string[] {
  return screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((radio) => !radio.matches(':disabled'))
    .map((radio) => radio.value);
}

/** A period's grid with only its first row of fees, so a snapshot stays readable. */
function firstRowOf(period: Period): Element {
  const fieldset = document.querySelector(`fieldset[data-period="${period}"]`);
  if (!fieldset) throw new Error(`No ${period} grid rendered`);
  const copy = fieldset.cloneNode(true) as Element;
  copy.querySelectorAll('tbody tr:not(:first-child)').forEach((row) => row.remove());
  return copy;
}

describe('FeeGridWidget', () => {
  it('says in the active grid to choose a country/region first while none is chosen', () => {
    renderWidget(fee);
    const hint = within(grid(earlyBird)).getByText(en['form.fees.chooseRegion']);
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(within(grid(standard)).queryByText(en['form.fees.chooseRegion'])).not.toBeInTheDocument();
  });

  it.each(['Member', 'Pre-Applicant', 'Non-member'] as const)(
    'names the column that applies to a %s region, and marks its header',
    (memberStatus) => {
      renderWidget({ ...fee, context: { memberStatus } });
      const region = regions.find((entry) => entry.status === memberStatus);
      const column = feeColumnFor(fees, memberStatus);
      const columnName = en[column?.label as keyof typeof en];
      const line = en['form.fees.columnApplies']
        .replace('{column}', columnName)
        .replace('{region}', region?.regionName ?? '');
      expect(within(grid(earlyBird)).getByText(line)).toBeInTheDocument();
      const header = within(grid(earlyBird)).getByRole('columnheader', { name: columnName });
      expect(header).toHaveClass('fee-grid__applies');
    },
  );

  it('shows an Early Bird grid and a Standard Fee grid', () => {
    renderWidget({ ...fee, context: { memberStatus: 'Member' } });
    expect(grid(earlyBird)).toBeInTheDocument();
    expect(grid(standard)).toBeInTheDocument();
  });

  it('puts every fee of both periods in one choice group', () => {
    renderWidget({ ...fee, context: { memberStatus: 'Member' } });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(fees.options.length);
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['feeCategory']));
  });

  it.each(options)('gives the radio of %s its row, column and price as its name', (code, name) => {
    renderWidget({ ...fee, context: { memberStatus: 'Member' } });
    expect(screen.getByRole('radio', { name })).toHaveAttribute('value', code);
  });

  it.each(fees.options.map((option) => [option.value, option] as const))(
    'places %s in the grid of its period, in its row and under its column',
    (_code, option) => {
      renderWidget({ ...fee, context: { memberStatus: 'Member' } });
      const radio = within(grid(periodLegend(option.period))).getByRole('radio', { name: feeName(option) });
      const cell = radio.closest('td');
      const row = cell?.closest('tr');
      if (!cell || !row) throw new Error(`The radio of ${option.value} is not in a cell of a row`);
      const columnHeader = cell.closest('table')?.querySelectorAll('thead th')[[...row.children].indexOf(cell)];
      expect(row.querySelector('th')).toHaveTextContent(feeRowText(option));
      expect(columnHeader).toHaveTextContent(feeColumnText(option));
    },
  );

  const enabled: [status: string, memberStatus: MemberStatus | undefined, period: Period, codes: string[]][] = [
    ['Member', 'Member', 'earlyBird', ['cm_member_early', 'sem_member_early', 'cm_sem_member_early']],
    ['Applicant', 'Applicant', 'earlyBird', ['cm_member_early', 'sem_member_early', 'cm_sem_member_early']],
    [
      'Pre-Applicant',
      'Pre-Applicant',
      'earlyBird',
      ['cm_applicant_early', 'sem_applicant_early', 'cm_sem_applicant_early'],
    ],
    ['Non-member', 'Non-member', 'earlyBird', ['cm_nonmember_early', 'sem_nonmember_early', 'cm_sem_nonmember_early']],
    ['no region', undefined, 'earlyBird', []],
    ['Member', 'Member', 'standard', ['cm_member_std', 'sem_member_std', 'cm_sem_member_std']],
    ['Applicant', 'Applicant', 'standard', ['cm_member_std', 'sem_member_std', 'cm_sem_member_std']],
    ['Pre-Applicant', 'Pre-Applicant', 'standard', ['cm_applicant_std', 'sem_applicant_std', 'cm_sem_applicant_std']],
    ['Non-member', 'Non-member', 'standard', ['cm_nonmember_std', 'sem_nonmember_std', 'cm_sem_nonmember_std']],
    ['no region', undefined, 'standard', []],
  ];
  it.each(enabled)('with status %s in the %s period enables exactly %j', (_status, memberStatus, period, codes) => {
    renderWidget({ ...fee, context: { memberStatus, period } });
    expect(enabledCodes()).toEqual(codes);
  });

  it.each([
    ['earlyBird', earlyBird, standard],
    ['standard', standard, earlyBird],
  ] as const)('in the %s period dims and disables the other grid', (period, active, inactive) => {
    renderWidget({ ...fee, context: { memberStatus: 'Member', period } });
    expect(grid(active)).toBeEnabled();
    expect(grid(active)).not.toHaveClass('fee-grid--inactive');
    expect(grid(inactive)).toBeDisabled();
    expect(grid(inactive)).toHaveClass('fee-grid--inactive');
    for (const radio of within(grid(inactive)).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('checks and submits the chosen fee code', async () => {
    const { user, submit, submittedValue } = renderWidget({ ...fee, context: { memberStatus: 'Member' } });
    const seminar = screen.getByRole('radio', { name: feeName('sem_member_early') });
    await user.click(seminar);
    expect(seminar).toBeChecked();
    await submit();
    expect(submittedValue()).toBe('sem_member_early');
  });

  it('does not let a disabled column be chosen', async () => {
    const { user } = renderWidget({ ...fee, context: { memberStatus: 'Member' } });
    const nonMember = screen.getByRole('radio', { name: feeName('sem_nonmember_early') });
    await user.click(nonMember);
    expect(nonMember).not.toBeChecked();
  });

  it.each([
    ['earlyBird', earlyBird, standard],
    ['standard', standard, earlyBird],
  ] as const)('in the %s period shows the fee error under the active grid only', async (period, active, inactive) => {
    const { submit, field } = renderWidget({ ...fee, context: { memberStatus: 'Member', period } });
    await submit();
    expect(field()).toHaveClass('field--error');
    expect(screen.getAllByText('Please select a fee category.')).toHaveLength(1);
    expect(within(grid(active)).getByText('Please select a fee category.')).toBeInTheDocument();
    expect(within(grid(inactive)).queryByText('Please select a fee category.')).not.toBeInTheDocument();
    for (const radio of within(grid(active)).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      // The message first, then the line that names the column that applies.
      expect(radio).toHaveAccessibleDescription(/^Please select a fee category\. /);
    }
  });

  it('gives the first radio of the active grid the field id, for focus on error', () => {
    renderWidget({ ...fee, context: { memberStatus: 'Member', period: 'standard' } });
    expect(document.getElementById('root_feeCategory')).toHaveAttribute('value', 'cm_member_std');
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user } = renderWidget({
      ...fee,
      uiSchema: { ...fee.uiSchema, [flag]: true },
      context: { memberStatus: 'Member' },
    });
    expect(enabledCodes()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: feeName('sem_member_early') }));
    expect(screen.getByRole('radio', { name: feeName('sem_member_early') })).not.toBeChecked();
  });

  describe('markup (first row of each grid)', () => {
    // Drawn from the tests' own fee grid and texts: the snapshot follows the markup, not the prices of schemas/.
    const data = markupData;

    it('empty, for a member in the early-bird period', () => {
      renderWidget({ ...fee, data, context: { memberStatus: 'Member' } });
      expect(firstRowOf('earlyBird')).toMatchSnapshot('active grid');
      expect(firstRowOf('standard')).toMatchSnapshot('inactive grid');
    });

    it('filled', () => {
      renderWidget({ ...fee, data, context: { memberStatus: 'Member' }, value: 'cm_member_early' });
      expect(firstRowOf('earlyBird')).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { submit } = renderWidget({ ...fee, data, context: { memberStatus: 'Member' } });
      await submit();
      expect(firstRowOf('earlyBird')).toMatchSnapshot();
    });

    it('disabled, while no region is chosen', () => {
      renderWidget({ ...fee, data });
      expect(firstRowOf('earlyBird')).toMatchSnapshot();
    });
  });
});
