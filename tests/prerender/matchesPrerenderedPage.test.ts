import { describe, expect, it } from 'vitest';

import { prerenderedAttribute } from '../../core/paths/pagePaths';
import { matchesPrerenderedPage } from '../../src/prerender/matchesPrerenderedPage';

function root(locale?: string): Element {
  const element = document.createElement('div');
  if (locale) element.setAttribute(prerenderedAttribute, locale);
  return element;
}

describe('matchesPrerenderedPage', () => {
  it("is the form's address, with no query or only ?lang=, in the language the page was rendered in", () => {
    expect(matchesPrerenderedPage(root('en'), 'en', { pathname: '/', search: '' })).toBe(true);
    expect(matchesPrerenderedPage(root('zh-Hant'), 'zh-Hant', { pathname: '/', search: '?lang=zh-Hant' })).toBe(true);
  });

  it('is not another language, another page, another query or a page rendered in the browser', () => {
    expect(matchesPrerenderedPage(root('en'), 'zh-Hans', { pathname: '/', search: '' })).toBe(false);
    expect(matchesPrerenderedPage(root('en'), 'en', { pathname: '/thankMessage', search: '' })).toBe(false);
    expect(matchesPrerenderedPage(root('en'), 'en', { pathname: '/', search: '?payment=cancelled&lang=en' })).toBe(
      false,
    );
    expect(matchesPrerenderedPage(root(), 'en', { pathname: '/', search: '' })).toBe(false);
  });
});
