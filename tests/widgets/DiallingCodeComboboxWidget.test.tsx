import zhHant from '@schemas/messages/zh-Hant.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { diallingCodes } from '../../core/model/diallingCodes';
import { formField, renderWidget, withStableIds } from './renderWidget';

const iddCode = formField('iddCode');
const hongKong = diallingCodes.find((entry) => entry.alpha2 === 'HK')!;
/** An option's text as it reads: flag, name and code. */
const optionText = `${hongKong.flag}${hongKong.name}${hongKong.code}`;
const label = 'Country/region code';

describe('DiallingCodeComboboxWidget', () => {
  it('is a combobox named by its label', () => {
    renderWidget(iddCode);
    expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('shows each option as flag, country name and dialling code', async () => {
    const { user } = renderWidget(iddCode);
    await user.type(screen.getByRole('combobox', { name: label }), hongKong.name);
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent(optionText);
    expect(within(option).getByText(hongKong.flag)).toHaveAttribute('aria-hidden', 'true');
    expect(within(option).getByText(hongKong.name)).toBeInTheDocument();
    expect(within(option).getByText(hongKong.code)).toBeInTheDocument();
  });

  it.each(['852', '+852'])('finds Hong Kong by its code typed as "%s"', async (typed) => {
    const { user } = renderWidget(iddCode);
    await user.type(screen.getByRole('combobox', { name: label }), typed);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([optionText]);
  });

  it('finds a country by its alpha-2 code', async () => {
    const { user } = renderWidget(iddCode);
    await user.type(screen.getByRole('combobox', { name: label }), 'hk');
    expect(screen.getByRole('option', { name: /Hong Kong/ })).toBeInTheDocument();
  });

  it('fills the input with name and code and submits the entry id', async () => {
    const { user, submit, submittedValue } = renderWidget(iddCode);
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, '+852');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue(`${hongKong.name} (${hongKong.code})`);
    await submit();
    expect(submittedValue()).toBe(hongKong.id);
  });

  it('says "Please select country/region code." when none is picked', async () => {
    const { submit } = renderWidget({ ...iddCode, value: null });
    await submit();
    expect(screen.getByRole('combobox', { name: label })).toHaveAccessibleDescription(
      'Please select country/region code.',
    );
  });

  describe('in Traditional Chinese', () => {
    // The label is Chinese too, as the catalogue has it.
    const hantLabel = zhHant['field.iddCode'];

    it('shows the country names in Traditional Chinese', async () => {
      const { user } = renderWidget({ ...iddCode, locale: 'zh-Hant' });
      await user.type(screen.getByRole('combobox', { name: hantLabel }), '852');
      expect(screen.getByRole('option')).toHaveTextContent(`🇭🇰${hongKong['name-zh-Hant']}+852`);
    });

    it('finds a country by its Chinese name and fills the input with it', async () => {
      const { user } = renderWidget({ ...iddCode, locale: 'zh-Hant' });
      const input = screen.getByRole('combobox', { name: hantLabel });
      await user.type(input, '香港');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(input).toHaveValue(`${hongKong['name-zh-Hant']} (+852)`);
    });
  });

  describe('markup', () => {
    /**
     * The markup with the entry's English name written '{name}': the name is the event's data (a region of
     * regions.json names its dialling entry), the snapshot is of the markup around it.
     */
    function withNameOut(element: Element): Element {
      const copy = element.cloneNode(true) as Element;
      const out = (value: string) => value.split(hongKong.name).join('{name}');
      for (const node of [copy, ...copy.querySelectorAll('*')]) {
        for (const attribute of [...node.attributes]) node.setAttribute(attribute.name, out(attribute.value));
        for (const child of node.childNodes) if (child.nodeType === 3) child.textContent = out(child.textContent ?? '');
      }
      return copy;
    }

    it('empty', () => {
      expect(renderWidget({ ...iddCode, value: null }).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(withNameOut(renderWidget({ ...iddCode, value: hongKong.id }).field())).toMatchSnapshot();
    });

    it('open on one option, highlighted', async () => {
      const { user, field } = renderWidget(iddCode);
      await user.type(screen.getByRole('combobox', { name: label }), '852');
      await user.keyboard('{ArrowDown}');
      expect(withNameOut(withStableIds(field()))).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget({ ...iddCode, value: null });
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      expect(
        withNameOut(
          renderWidget({
            ...iddCode,
            uiSchema: { ...iddCode.uiSchema, 'ui:disabled': true },
            value: hongKong.id,
          }).field(),
        ),
      ).toMatchSnapshot();
    });
  });
});
