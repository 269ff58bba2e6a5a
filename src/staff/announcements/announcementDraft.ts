/**
 * The announcement being written, kept in the tab's session storage with its idempotency key: a reload shows the same
 * words, and sending them again after a reload reuses the key, so the server answers with the first sending instead
 * of sending twice. A new key is made only once an announcement has been sent.
 */
import type { AnnouncementAudience, AnnouncementVersion } from '../../../core/rules/announcements';

export interface AnnouncementDraft {
  key: string;
  audience: AnnouncementAudience;
  versions: Record<string, AnnouncementVersion>;
}

const storageKey = 'staff.announcementDraft';

function emptyDraft(): AnnouncementDraft {
  return { key: crypto.randomUUID(), audience: {}, versions: {} };
}

/** The draft of this tab, or a new one. */
export function loadDraft(): AnnouncementDraft {
  try {
    const kept = sessionStorage.getItem(storageKey);
    if (kept) {
      const draft = JSON.parse(kept) as Partial<AnnouncementDraft>;
      if (typeof draft.key === 'string' && draft.audience && draft.versions) return draft as AnnouncementDraft;
    }
  } catch {
    // A storage the browser refuses, or a value that is not ours: start afresh.
  }
  return emptyDraft();
}

/** Keeps the draft for a reload. */
export function saveDraft(draft: AnnouncementDraft): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Without storage a reload loses the words; the key still guards a second press.
  }
}

/** Forgets the sent announcement and answers a new, empty draft with a key of its own. */
export function nextDraft(): AnnouncementDraft {
  const draft = emptyDraft();
  saveDraft(draft);
  return draft;
}
