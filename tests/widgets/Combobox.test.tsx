import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import Combobox, { MAX_LISTED_OPTIONS } from '../../widgets/Combobox';

interface Thing {
  id: number;
  name: string;
}

/** 1,500 things, more than the list may show. */
const things: Thing[] = Array.from({ length: 1500 }, (_, index) => ({ id: index + 1, name: `Thing ${index + 1}` }));

function renderThings() {
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en" messages={englishMessages}>
      <label id="things__label" htmlFor="things">
        Things
      </label>
      <Combobox<Thing>
        id="things"
        name="things"
        labelId="things__label"
        items={things}
        selectedItem={null}
        itemToString={(thing) => thing?.name ?? ''}
        itemKey={(thing) => String(thing.id)}
        onSelect={() => undefined}
        onBlur={() => undefined}
        onFocus={() => undefined}
        invalid={false}
      />
    </IntlProvider>,
  );
  return {
    user,
    input: screen.getByRole('combobox', { name: 'Things' }),
    listbox: screen.getByRole('listbox', { name: 'Things' }),
  };
}

describe('Combobox', () => {
  it('lists at most 1000 options', async () => {
    const { user, listbox } = renderThings();
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    const listed = listbox.querySelectorAll('[role="option"]');
    expect(MAX_LISTED_OPTIONS).toBe(1000);
    expect(listed).toHaveLength(1000);
    expect(listed[0]).toHaveTextContent('Thing 1');
    expect(listed[999]).toHaveTextContent('Thing 1000');
  });

  it('still finds an option beyond the first 1000 by typing', async () => {
    const { user, input, listbox } = renderThings();
    await user.type(input, 'Thing 1499');
    expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual([
      'Thing 1499',
    ]);
  });
});
