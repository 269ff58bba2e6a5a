import { useCombobox } from 'downshift';
import type { ChangeEvent, ReactNode } from 'react';
import { useMemo, useState } from 'react';

import { useText } from '../src/i18n/useText';
import { takeDraft } from './support/comboboxDrafts';

/** Most options a searchable list shows at once (spec section 9). */
export const MAX_LISTED_OPTIONS = 1000;

export interface ComboboxProps<Item> {
  id: string;
  name: string;
  labelId: string;
  items: readonly Item[];
  selectedItem: Item | null;
  /** The text the input shows for a chosen item and the text typing is matched against. */
  itemToString: (item: Item | null) => string;
  itemKey: (item: Item) => string;
  renderItem?: (item: Item) => ReactNode;
  /** Whether an item matches what was typed; a case-insensitive substring of its text by default. */
  matches?: (item: Item, query: string) => boolean;
  onSelect: (item: Item | null) => void;
  onBlur: () => void;
  onFocus: () => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
  invalid: boolean;
  describedBy?: string;
}

function defaultMatches(text: string, query: string): boolean {
  return text.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/**
 * A searchable select on the WAI-ARIA combobox pattern (downshift): typing filters, the arrow keys move, Enter picks,
 * Escape closes. Leaving the input without picking restores the chosen item's text.
 */
export default function Combobox<Item>(props: ComboboxProps<Item>) {
  const {
    id,
    name,
    labelId,
    items,
    selectedItem,
    itemToString,
    itemKey,
    renderItem,
    matches,
    onSelect,
    onBlur,
    onFocus,
  } = props;
  const t = useText();
  // A search typed while this code was loading carries on here, in the same place.
  const [draft] = useState(() => takeDraft(id));
  const [query, setQuery] = useState(draft ?? '');
  const filtered = useMemo(() => {
    const test = matches ?? ((item: Item, q: string) => defaultMatches(itemToString(item), q));
    const found = query.trim() === '' ? items : items.filter((item) => test(item, query));
    return found.slice(0, MAX_LISTED_OPTIONS);
  }, [items, query, matches, itemToString]);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<Item>({
      items: filtered,
      itemToString,
      itemToKey: (item) => (item === null ? null : itemKey(item)),
      selectedItem,
      initialInputValue: draft,
      initialIsOpen: draft !== undefined,
      inputId: id,
      labelId,
      menuId: `${id}__listbox`,
      toggleButtonId: `${id}__toggle`,
      getItemId: (index) => `${id}__option-${index}`,
      stateReducer: (state, { type, changes }) => {
        // A read-only select shows its value and never changes it.
        if (props.readonly) return state;
        const { InputBlur, InputKeyDownEscape } = useCombobox.stateChangeTypes;
        // Escape only closes the list; leaving keeps a pick made there. Either way the input shows the chosen item again,
        // never a half-typed search that is not the value.
        if (type === InputKeyDownEscape) {
          return {
            ...changes,
            isOpen: false,
            selectedItem: state.selectedItem,
            inputValue: itemToString(state.selectedItem),
          };
        }
        if (type === InputBlur)
          return { ...changes, inputValue: itemToString(changes.selectedItem ?? state.selectedItem) };
        return changes;
      },
      onSelectedItemChange: ({ selectedItem: chosen }) => onSelect(chosen ?? null),
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setQuery('');
      },
    });

  const inactive = props.disabled || props.readonly;
  return (
    <div className="combobox">
      <div className="combobox__control">
        <input
          {...getInputProps({
            name,
            className: 'input combobox__input',
            placeholder: props.placeholder,
            disabled: props.disabled,
            readOnly: props.readonly,
            autoFocus: props.autofocus || draft !== undefined,
            autoComplete: 'off',
            'aria-invalid': props.invalid,
            'aria-describedby': props.describedBy,
            'aria-required': props.required || undefined,
            onBlur,
            onFocus,
            // Read the search in the keystroke itself, so the list is filtered in the same render that opens it
            // (downshift reports the new text only from an effect, which would draw the whole list first).
            onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
          })}
        />
        <button
          type="button"
          className="combobox__toggle"
          aria-label={t('combobox.toggle')}
          {...getToggleButtonProps({ disabled: inactive })}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul {...getMenuProps({ className: isOpen ? 'combobox__menu combobox__menu--open' : 'combobox__menu' })}>
        {isOpen && filtered.length === 0 ? (
          <li className="combobox__empty" role="presentation">
            {t('combobox.noResults')}
          </li>
        ) : null}
        {isOpen
          ? filtered.map((item, index) => (
              <li
                key={itemKey(item)}
                className={[
                  'combobox__option',
                  highlightedIndex === index ? 'combobox__option--active' : '',
                  selectedItem !== null && itemKey(selectedItem) === itemKey(item) ? 'combobox__option--selected' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                {...getItemProps({ item, index })}
              >
                {renderItem ? renderItem(item) : itemToString(item)}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
