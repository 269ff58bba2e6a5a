import { screen } from '@testing-library/react';
import { type ComponentType, Profiler } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RegWidgetProps } from '../../src/form/formContext';
import { widgets } from '../../widgets';
import { pickFromCombobox } from './formActions';
import { renderForm } from './renderForm';

const commits = vi.hoisted(() => ({ FeeGridWidget: 0, DiallingCodeComboboxWidget: 0, RegionComboboxWidget: 0 }));

/** The widget as it is, inside a Profiler that counts the commits it takes part in. */
function profiled(name: keyof typeof commits, Widget: ComponentType<RegWidgetProps>) {
  return function ProfiledWidget(props: RegWidgetProps) {
    return (
      <Profiler id={name} onRender={() => (commits[name] += 1)}>
        <Widget {...props} />
      </Profiler>
    );
  };
}

const registered = { ...widgets };

// The form reads its widgets from the registry at render, so wrapping them there profiles them in place.
beforeAll(() => {
  for (const name of Object.keys(commits) as (keyof typeof commits)[]) {
    Object.assign(widgets, { [name]: profiled(name, registered[name] as ComponentType<RegWidgetProps>) });
  }
});

afterAll(() => {
  Object.assign(widgets, registered);
});

beforeEach(() => {
  for (const name of Object.keys(commits) as (keyof typeof commits)[]) commits[name] = 0;
});

describe('typing in a text field', () => {
  it('does not render the fee grid, the dialling list or the region list again', async () => {
    const { user } = renderForm();
    const family = screen.getByRole('textbox', { name: /^Family Name/ });
    await user.click(family);
    for (const name of Object.keys(commits) as (keyof typeof commits)[]) commits[name] = 0;
    await user.type(family, 'Chan Tai Man');
    expect(family).toHaveValue('Chan Tai Man');
    expect(commits).toEqual({ FeeGridWidget: 0, DiallingCodeComboboxWidget: 0, RegionComboboxWidget: 0 });
  });

  it('is measured by Profilers that do see a change that concerns the grid', async () => {
    const { user } = renderForm();
    await pickFromCombobox(user, 'Country / Region / Others', 'Japan', 'Japan');
    expect(commits.FeeGridWidget).toBeGreaterThan(0);
  });
});
