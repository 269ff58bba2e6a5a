import en from '@schemas/messages/en.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import type { MemberStatus, Period } from '../../core/model/types';
import { allowedFeeColumns } from '../../core/rules/fees';
import { columnAt, columnOpenedBy, rowAt, statusOpening } from '../support/eventShape';
import { periods } from '../support/eventTimes';
import { feeAt, feeColumnText, feeName, feeRowText, periodLegend } from '../support/schemaTexts';
import { markupData, markupTexts } from './fixtures/markupData';
import { formField, renderWidget } from './renderWidget';

const fee = formField('feeCategory');
/** A status of the first column of schemas/fees.json (the seminar's 'Member'). */
const member = statusOpening(columnAt(0));
/** The grid in force when registration opens, in the fees of schemas/. */
const opening = periodLegend(periods.first);
/** The tests' own grid of two periods, for what the widget does with a grid that is not in force. */
const twoPeriods = markupData;
const earlyBird = markupTexts['fees.period.earlyBird'];
const standard = markupTexts['fees.period.standard'];

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
    renderWidget({ ...fee, data: twoPeriods });
    const hint = within(grid(earlyBird)).getByText(en['form.fees.chooseRegion']);
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(within(grid(standard)).queryByText(en['form.fees.chooseRegion'])).not.toBeInTheDocument();
  });

  it.each(fees.columns.map((column) => statusOpening(column.id)))(
    'names the column that applies to a %s region, and marks its header',
    (memberStatus) => {
      renderWidget({ ...fee, context: { memberStatus } });
      const region = regions.find((entry) => entry.status === memberStatus);
      const [column] = allowedFeeColumns(fees, memberStatus);
      const columnName = en[column?.label as keyof typeof en];
      const line = en['form.fees.columnApplies']
        .replace('{column}', columnName)
        .replace('{region}', region?.regionName ?? '');
      expect(within(grid(opening)).getByText(line)).toBeInTheDocument();
      const header = within(grid(opening)).getByRole('columnheader', { name: columnName });
      expect(header).toHaveClass('fee-grid__applies');
    },
  );

  it('shows one grid for each fee period, under its legend', () => {
    renderWidget({ ...fee, context: { memberStatus: member } });
    for (const period of fees.periods) expect(grid(periodLegend(period.id))).toBeInTheDocument();
    expect(document.querySelectorAll('fieldset[data-period]')).toHaveLength(fees.periods.length);
  });

  it('puts every fee of every period in one choice group', () => {
    renderWidget({ ...fee, context: { memberStatus: member } });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(fees.options.length);
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['feeCategory']));
  });

  it.each(options)('gives the radio of %s its row, column and price as its name', (code, name) => {
    renderWidget({ ...fee, context: { memberStatus: member } });
    expect(screen.getByRole('radio', { name })).toHaveAttribute('value', code);
  });

  it.each(fees.options.map((option) => [option.value, option] as const))(
    'places %s in the grid of its period, in its row and under its column',
    (_code, option) => {
      renderWidget({ ...fee, context: { memberStatus: member } });
      const radio = within(grid(periodLegend(option.period))).getByRole('radio', { name: feeName(option) });
      const cell = radio.closest('td');
      const row = cell?.closest('tr');
      if (!cell || !row) throw new Error(`The radio of ${option.value} is not in a cell of a row`);
      const columnHeader = cell.closest('table')?.querySelectorAll('thead th')[[...row.children].indexOf(cell)];
      expect(row.querySelector('th')).toHaveTextContent(feeRowText(option));
      expect(columnHeader).toHaveTextContent(feeColumnText(option));
    },
  );

  // Each status of fees.json enables the fees of the column that lists it (spec section 4: Members and Applicants
  // share one), in the period in force only.
  const enabled: [status: string, memberStatus: MemberStatus | undefined, period: Period, codes: string[]][] =
    fees.periods.flatMap(({ id: period }) => [
      ...fees.statuses.map(
        (status) =>
          [status, status, period, fees.rows.map((row) => feeAt(row.id, columnOpenedBy(status), period).value)] as [
            string,
            MemberStatus,
            Period,
            string[],
          ],
      ),
      ['no region', undefined, period, []] as [string, undefined, Period, string[]],
    ]);
  it.each(enabled)('with status %s in the %s period enables exactly %j', (_status, memberStatus, period, codes) => {
    renderWidget({ ...fee, context: { memberStatus, period } });
    expect(enabledCodes()).toEqual(codes);
  });

  it.each([
    ['earlyBird', earlyBird, standard],
    ['standard', standard, earlyBird],
  ] as const)('in the %s period dims and disables the other grid', (period, active, inactive) => {
    renderWidget({ ...fee, data: twoPeriods, context: { memberStatus: 'Member', period } });
    expect(grid(active)).toBeEnabled();
    expect(grid(active)).not.toHaveClass('fee-grid--inactive');
    expect(grid(inactive)).toBeDisabled();
    expect(grid(inactive)).toHaveClass('fee-grid--inactive');
    for (const radio of within(grid(inactive)).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('checks and submits the chosen fee code', async () => {
    const { user, submit, submittedValue } = renderWidget({ ...fee, context: { memberStatus: member } });
    const chosen = feeAt(rowAt(1), columnAt(0));
    const seminar = screen.getByRole('radio', { name: feeName(chosen) });
    await user.click(seminar);
    expect(seminar).toBeChecked();
    await submit();
    expect(submittedValue()).toBe(chosen.value);
  });

  it('does not let a disabled column be chosen', async () => {
    const { user } = renderWidget({ ...fee, context: { memberStatus: member } });
    const nonMember = screen.getByRole('radio', { name: feeName(feeAt(rowAt(1), columnAt(-1))) });
    await user.click(nonMember);
    expect(nonMember).not.toBeChecked();
  });

  it.each([
    ['earlyBird', earlyBird, standard],
    ['standard', standard, earlyBird],
  ] as const)('in the %s period shows the fee error under the active grid only', async (period, active, inactive) => {
    const { submit, field } = renderWidget({ ...fee, data: twoPeriods, context: { memberStatus: 'Member', period } });
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
    const period = periods.second;
    renderWidget({ ...fee, context: { memberStatus: member, period } });
    expect(document.getElementById('root_feeCategory')).toHaveAttribute(
      'value',
      feeAt(rowAt(0), columnAt(0), period).value,
    );
  });

  it.each([
    ['read-only', 'ui:readonly'],
    ['disabled', 'ui:disabled'],
  ])('cannot be changed when %s', async (_state, flag) => {
    const { user } = renderWidget({
      ...fee,
      uiSchema: { ...fee.uiSchema, [flag]: true },
      context: { memberStatus: member },
    });
    expect(enabledCodes()).toEqual([]);
    const name = feeName(feeAt(rowAt(1), columnAt(0)));
    await user.click(screen.getByRole('radio', { name }));
    expect(screen.getByRole('radio', { name })).not.toBeChecked();
  });

  describe('markup (first row of each grid)', () => {
    // Drawn from the tests' own fee grid, statuses and texts: the snapshot follows the markup, not schemas/.
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
