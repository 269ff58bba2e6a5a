/**
 * A person's name written the way the page's language writes it (spec: Title, Family Name, Given Name).
 *
 * Latin names keep the Western order, title first in English ("Ms Mei-ling Chan"). A name written in Han, kana or
 * hangul is written family name first with no space between the parts, and on a Chinese page the title follows the
 * name ("陳美玲女士"), as Chinese writes a courtesy title. A name that mixes scripts keeps family name first when its
 * family name is CJK (the East Asian order the delegate used), with a space wherever a Latin part meets another part.
 */

/** The parts of a registered name; `title` is the title as the page's language writes it ("Ms", "女士"). */
export interface PersonNameParts {
  title?: string;
  familyName: string;
  givenName: string;
}

/** The language a name is written for, by catalogue tag: Chinese puts the title after the name, others before it. */
export type NameLanguage = string;

/** Whether a language writes a courtesy title after the name, as Chinese does ("陳美玲女士"). */
function titleFollowsName(language: NameLanguage): boolean {
  return language === 'zh' || language.toLowerCase().startsWith('zh-');
}

// Han (with its extensions and compatibility ideographs), kana, hangul and the CJK middle dot.
const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FB\u00B7\u3005]/u;
const cjkOnly = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FB\u00B7\u3005]+$/u;

/** Whether a name part is written wholly in CJK characters (so it joins its neighbour without a space). */
export function isCjkText(text: string): boolean {
  return cjkOnly.test(text);
}

/** Joins two parts, with a space unless both sides of the join are CJK characters. */
function join(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  const left = first.at(-1) ?? '';
  const right = second.at(0) ?? '';
  return cjkCharacter.test(left) && cjkCharacter.test(right) ? `${first}${second}` : `${first} ${second}`;
}

/** The name alone, without a title: family name first for a CJK family name, given name first otherwise. */
export function nameWithoutTitle(parts: Omit<PersonNameParts, 'title'>): string {
  const family = parts.familyName.trim().replace(/\s+/g, ' ');
  const given = parts.givenName.trim().replace(/\s+/g, ' ');
  if (isCjkText(family)) return join(family, given);
  return join(given, family);
}

/** The name with its title, written as `language` writes it. */
export function personName(parts: PersonNameParts, language: NameLanguage): string {
  const name = nameWithoutTitle(parts);
  const title = parts.title?.trim() ?? '';
  if (titleFollowsName(language)) return join(name, title);
  return title && name ? `${title} ${name}` : title || name;
}
