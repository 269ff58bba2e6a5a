import type { RegistrationValues } from '../../core/model/types';

/** Session storage: the draft belongs to this tab and ends with it; nothing is kept on the server. */
const storageKey = 'registration-draft';

/** What this tab typed before, if anything: the raw stored object, to be checked before it is restored. */
export function readDraft(): unknown {
  try {
    const text = window.sessionStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Storage switched off or a damaged entry: there is simply no draft.
    return undefined;
  }
}

/** Keeps what was typed; the consent box is never kept, so it is never restored ticked. */
export function saveDraft(values: RegistrationValues): void {
  const { consentAcknowledge: _consent, ...kept } = values;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // A full or disabled storage loses only the draft, never the form.
  }
}

/** Forgets the draft: after a successful registration, or when the delegate starts again. */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
