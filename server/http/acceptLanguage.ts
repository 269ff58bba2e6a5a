/**
 * The language tags of an Accept-Language header, most wanted first ('zh-HK,zh;q=0.9,en;q=0.8' gives zh-HK, zh, en):
 * what `navigator.languages` is in the browser, for the server's choice of a page's language (pickLocale). Tags with
 * q=0 are refused ones; a malformed entry (q=2, q=abc, 'zh_TW') is skipped, never an error.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
      // A weight outside 0-1 or not a number makes the entry malformed (NaN, left out below).
      const weight = q === undefined ? 1 : Number(/^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(q)?.[1] ?? Number.NaN);
      return { tag: tag.trim(), weight: weight <= 1 ? weight : Number.NaN, order };
    })
    .filter(({ tag, weight }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
