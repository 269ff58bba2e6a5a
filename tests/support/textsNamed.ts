/**
 * Snapshots of markup that hold for any event: the event's texts (from the catalogues and event.json) are replaced by
 * names, so a snapshot pins the structure while the test's own expectations check the texts themselves.
 */

/**
 * A copy of `node` in which every occurrence of each text, in text and attribute values, reads `{name}`. Longer
 * texts are replaced first, so a title inside a longer sentence is not cut. A text found nowhere throws: the snapshot
 * would otherwise silently stop covering it.
 */
export function withTextsNamed<T extends Node>(node: T, texts: Record<string, string>): T {
  const copy = node.cloneNode(true) as T;
  const entries = Object.entries(texts).sort(([, a], [, b]) => b.length - a.length);
  const found = new Set<string>();
  const rename = (value: string) =>
    entries.reduce((out, [name, text]) => {
      if (text === '' || !out.includes(text)) return out;
      found.add(name);
      return out.replaceAll(text, `{${name}}`);
    }, value);

  const visit = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) current.nodeValue = rename(current.nodeValue ?? '');
    if (current instanceof Element)
      for (const attribute of [...current.attributes]) current.setAttribute(attribute.name, rename(attribute.value));
    current.childNodes.forEach(visit);
  };
  visit(copy);

  const missing = entries.map(([name]) => name).filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`not in the markup: ${missing.join(', ')}`);
  return copy;
}
