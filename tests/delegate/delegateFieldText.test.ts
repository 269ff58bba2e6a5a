import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import { fieldTableOf } from '../../core/registration/fieldTable';
import { messagesFor } from '../../server/i18n/catalogues';
import { fieldLabel, fieldValue } from '../../src/delegate/delegateFieldText';
import type { MaybeText } from '../../src/staff/valueTexts';

function textsOf(locale: 'en' | 'zh-Hant' | 'zh-Hans'): MaybeText {
  const messages = messagesFor(locale);
  return (key) => messages[key];
}

describe("a stored field's label and value on the delegate's page", () => {
  it('labels a field staff add to the schema with its title, with no code', () => {
    // A property as a staff edit of form.schema.json adds it: its title is a catalogue key, its payload key its own.
    const table = fieldTableOf({
      properties: { badgeName: { type: 'string', title: 'field.givenName', payload: 'badge_name' } },
    });
    expect(fieldLabel('badge_name', textsOf('en'), table)).toBe('Given Name');
    expect(fieldLabel('badge_name', textsOf('zh-Hant'), table)).toBe(messagesFor('zh-Hant')['field.givenName']);
  });

  it('writes a key no schema knows in words made of its name', () => {
    expect(fieldLabel('badge_name', textsOf('en'))).toBe('Badge name');
  });

  it("shows an option's value by the form's option label, in the page's language", () => {
    expect(fieldValue('dietary_preference', 'Vegetarian', textsOf('en'))).toBe('Vegetarian');
    expect(fieldValue('join_gala_dinner', 'No', textsOf('zh-Hant'))).toBe(messagesFor('zh-Hant')['option.yesNo.No']);
    expect(fieldValue('given_name', 'Tai Man', textsOf('zh-Hant'))).toBe('Tai Man');
  });

  it("labels the member status apart from the region it follows from, in the page's language", () => {
    for (const language of ['en', 'zh-Hant', 'zh-Hans'] as const) {
      const status = fieldLabel('member_status', textsOf(language));
      expect(status).toBe(messagesFor(language)['delegate.memberStatusLabel']);
      expect(status).not.toBe(fieldLabel('region', textsOf(language)));
    }
  });

  it("names the region and its member status in the page's language", () => {
    const [region] = regions;
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      expect(fieldValue('region', region.regionName, textsOf(language), language)).toBe(region[`name-${language}`]);
      expect(fieldValue('member_status', region.status, textsOf(language), language)).toBe(
        messagesFor(language)[`delegate.memberStatus.${region.status}`],
      );
    }
    expect(fieldValue('region', region.regionName, textsOf('en'))).toBe(region.regionName);
  });
});
