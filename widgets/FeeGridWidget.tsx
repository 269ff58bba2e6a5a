import type { FocusEvent } from 'react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { regionNameIn } from '../core/i18n/regionName';
import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import FieldErrors from './FieldErrors';
import UnbrokenWords from './support/unbrokenWords';
import { showsError, widgetAria } from './support/widgetAria';

/**
 * The fee choice as two grids, early bird and standard: all 18 radios form one group, the inactive period's grid is
 * dimmed and disabled, columns open by member status. Above the active grid's cells a line says to choose a region
 * first, or names the column that applies (or the columns to choose among); each radio is described by it. The error shows under the active grid
 * only, so this widget places it itself.
 */
export default function FeeGridWidget(props: RegWidgetProps) {
  const {
    id,
    name,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    label,
    rawErrors,
    registry,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const t = useText();
  const intl = useIntl();
  // The form decides which cells can be chosen; this widget draws them.
  const { fees, feeGrids: grids, feeRegion, feeColumns } = registry.formContext;
  const aria = widgetAria(props);
  const hintId = `${id}__hint`;
  const hint =
    feeRegion && feeColumns[0]
      ? t(feeColumns[1] ? 'form.fees.columnsApply' : 'form.fees.columnApplies', {
          column: intl.formatList(feeColumns.map((column) => t(column.label))),
          region: regionNameIn(feeRegion, intl.locale),
        })
      : t('form.fees.chooseRegion');
  const activeAria = {
    ...aria,
    'aria-describedby': [aria['aria-describedby'], hintId].filter(Boolean).join(' '),
  };
  const groupName = htmlName || name || id;
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );

  return (
    <div className="fee-grids">
      {grids.map((grid) => (
        <fieldset
          key={grid.period}
          className={grid.active ? 'fee-grid' : 'fee-grid fee-grid--inactive'}
          disabled={!grid.active || disabled}
          data-period={grid.period}
        >
          <legend className="fee-grid__legend">{t(grid.legend)}</legend>
          {grid.active ? (
            <p id={hintId} className={feeColumns[0] ? 'fee-grid__hint' : 'fee-grid__hint fee-grid__hint--first'}>
              {hint}
            </p>
          ) : null}
          <table className="fee-grid__table">
            <thead>
              <tr>
                <th scope="col">
                  <UnbrokenWords text={t('fees.header.category')} />
                </th>
                {fees.columns.map((column) => (
                  <th
                    scope="col"
                    key={column.id}
                    className={grid.active && feeColumns.includes(column) ? 'fee-grid__applies' : undefined}
                  >
                    <UnbrokenWords text={t(column.label)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fees.rows.map((row, rowIndex) => (
                <tr key={row.id}>
                  <th scope="row">
                    <UnbrokenWords text={t(row.label)} />
                  </th>
                  {fees.columns.map((column, columnIndex) => {
                    const cell = grid.cells[rowIndex]?.[columnIndex];
                    if (!cell) return <td key={column.id} />;
                    const { option } = cell;
                    const price = intl.formatNumber(option.price);
                    const first = grid.active && rowIndex === 0 && columnIndex === 0;
                    const radioId = first ? id : `${id}-${option.value}`;
                    return (
                      <td
                        key={column.id}
                        className={[
                          'fee-cell',
                          cell.enabled ? '' : 'fee-cell--disabled',
                          grid.active && feeColumns.includes(column) ? 'fee-cell--applies' : '',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      >
                        <label className="fee-cell__label" htmlFor={radioId}>
                          <input
                            type="radio"
                            id={radioId}
                            name={groupName}
                            value={option.value}
                            checked={value === option.value}
                            disabled={!cell.enabled || readonly}
                            required={required}
                            aria-label={t('fees.optionName', {
                              row: t(row.label),
                              column: t(column.label),
                              price,
                              currency: fees.currency,
                            })}
                            onChange={() => onChange(option.value)}
                            onBlur={handleBlur}
                            onFocus={handleFocus}
                            {...(grid.active ? activeAria : {})}
                          />
                          <span aria-hidden="true">
                            <UnbrokenWords text={t('fees.price', { price, currency: fees.currency })} />
                          </span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {grid.active && showsError(props) ? <FieldErrors id={id} errors={rawErrors} fieldLabel={t(label)} /> : null}
        </fieldset>
      ))}
    </div>
  );
}
