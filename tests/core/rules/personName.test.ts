import { describe, expect, it } from 'vitest';

import { isCjkText, nameWithoutTitle, personName } from '../../../core/rules/personName';

describe('personName', () => {
  it('writes a Latin name given name first with the title before it in English', () => {
    expect(personName({ title: 'Ms', familyName: 'Chan', givenName: 'Mei-ling' }, 'en')).toBe('Ms Mei-ling Chan');
  });

  it('writes a Chinese name family name first, without a space, with the title after it in Chinese', () => {
    expect(personName({ title: '女士', familyName: '陳', givenName: '美玲' }, 'zh-Hant')).toBe('陳美玲女士');
    expect(personName({ title: '教授', familyName: '欧阳', givenName: '娜娜' }, 'zh-Hans')).toBe('欧阳娜娜教授');
  });

  it('keeps a Chinese name in its own order on an English page, with the title before it', () => {
    expect(personName({ title: 'Dr', familyName: '陳', givenName: '美玲' }, 'en')).toBe('Dr 陳美玲');
  });

  it('writes a Latin name on a Chinese page in its own order, the title after it across a space', () => {
    expect(personName({ title: '先生', familyName: 'Müller', givenName: 'Hans Peter' }, 'zh-Hant')).toBe(
      'Hans Peter Müller 先生',
    );
  });

  it('writes Japanese and Korean names family name first without a space', () => {
    expect(nameWithoutTitle({ familyName: '山田', givenName: 'はなこ' })).toBe('山田はなこ');
    expect(nameWithoutTitle({ familyName: '김', givenName: '민준' })).toBe('김민준');
  });

  it('keeps family name first for a CJK family name with a Latin given name, with a space between them', () => {
    expect(personName({ title: '女士', familyName: '陳', givenName: 'Mei-ling' }, 'zh-Hant')).toBe('陳 Mei-ling 女士');
    expect(personName({ title: 'Ms', familyName: '陳', givenName: 'Mei-ling' }, 'en')).toBe('Ms 陳 Mei-ling');
  });

  it('writes a Latin family name with a CJK given name in the Western order', () => {
    expect(personName({ title: 'Ms', familyName: 'Chan', givenName: '美玲' }, 'en')).toBe('Ms 美玲 Chan');
  });

  it('trims and collapses spaces and leaves out a missing title', () => {
    expect(personName({ familyName: '  Chan ', givenName: ' Mei   ling ' }, 'en')).toBe('Mei ling Chan');
    expect(personName({ title: '', familyName: '陳 ', givenName: ' 美玲' }, 'zh-Hans')).toBe('陳美玲');
    expect(personName({ title: 'Mr', familyName: '', givenName: '' }, 'en')).toBe('Mr');
  });

  it('tells CJK text from Latin text', () => {
    expect(isCjkText('司馬')).toBe(true);
    expect(isCjkText('Chan')).toBe(false);
    expect(isCjkText('陳 Chan')).toBe(false);
    expect(isCjkText('')).toBe(false);
  });
});
