import type { FocusEvent } from 'react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import FieldErrors from './FieldErrors';
import { showsError, widgetAria } from './support/widgetAria';

/**
 * The fee choice as two grids, early bird and standard: all 18 radios form one group, the inactive period's grid is
 * dimmed and disabled, columns open by member status. The error shows under the active grid only, so this widget
 * places it itself.
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
  const { fees, feeGrids: grids } = registry.formContext;
  const aria = widgetAria(props);
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
          <table className="fee-grid__table">
            <thead>
              <tr>
                <th scope="col">{t('fees.header.category')}</th>
                {fees.columns.map((column) => (
                  <th scope="col" key={column.id}>
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fees.rows.map((row, rowIndex) => (
                <tr key={row.id}>
                  <th scope="row">{t(row.label)}</th>
                  {fees.columns.map((column, columnIndex) => {
                    const cell = grid.cells[rowIndex]?.[columnIndex];
                    if (!cell) return <td key={column.id} />;
                    const { option } = cell;
                    const price = intl.formatNumber(option.price);
                    const first = grid.active && rowIndex === 0 && columnIndex === 0;
                    const radioId = first ? id : `${id}-${option.value}`;
                    return (
                      <td key={column.id} className={cell.enabled ? 'fee-cell' : 'fee-cell fee-cell--disabled'}>
                        <label className="fee-cell__label" htmlFor={radioId}>
                          <input
                            type="radio"
                            id={radioId}
                            name={groupName}
                            value={option.value}
                            checked={value === option.value}
                            disabled={!cell.enabled || readonly}
                            required={required}
                            aria-label={t('fees.optionName', { row: t(row.label), column: t(column.label), price })}
                            onChange={() => onChange(option.value)}
                            onBlur={handleBlur}
                            onFocus={handleFocus}
                            {...(grid.active ? aria : {})}
                          />
                          <span aria-hidden="true">{t('fees.price', { price })}</span>
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
