/** What was typed into a searchable select before its code arrived, by field id, handed over once. */
const drafts = new Map<string, string>();

export function saveDraft(id: string, text: string): void {
  if (text === '') drafts.delete(id);
  else drafts.set(id, text);
}

export function takeDraft(id: string): string | undefined {
  const text = drafts.get(id);
  drafts.delete(id);
  return text;
}
