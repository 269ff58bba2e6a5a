// @vitest-environment node
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { EmailChange } from '../../../../server/delegate/actions/DelegateActionStore';
import { emailChangeMessage } from '../../../../server/delegate/actions/emailChangeMessage';
import {
  emailChangeKey,
  emailChangeLinkFor,
  mintEmailChangeToken,
  resolveEmailChangeToken,
} from '../../../../server/delegate/actions/emailChangeToken';
import { textsFor } from '../../../../server/mail/texts';

const change: EmailChange = {
  id: 42,
  registrationId: 7,
  newEmail: 'new@example.org',
  status: 'pending',
  expiresAt: new Date('2025-09-03T10:00:00Z'),
};
const find = (id: number) => Promise.resolve(id === change.id ? change : undefined);

describe('the e-mail change link', () => {
  const key = emailChangeKey(randomBytes(32));

  it('confirms the change it was made for', async () => {
    await expect(resolveEmailChangeToken(key, mintEmailChangeToken(key, 42, 'new@example.org'), find)).resolves.toBe(
      change,
    );
  });

  it('opens nothing when wrong, truncated, signed by another secret or made for another address', async () => {
    const token = mintEmailChangeToken(key, 42, 'new@example.org');
    const other = emailChangeKey(randomBytes(32));
    for (const wrong of [
      token.slice(0, -1),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      mintEmailChangeToken(other, 42, 'new@example.org'),
      mintEmailChangeToken(key, 42, 'attacker@example.org'),
      mintEmailChangeToken(key, 43, 'new@example.org'),
    ]) {
      await expect(resolveEmailChangeToken(key, wrong, find)).resolves.toBeUndefined();
    }
  });

  it('is an absolute address under the site, and the message carries it in the registration language', () => {
    const link = emailChangeLinkFor('https://seminar.example.org/', key, change);
    expect(link).toMatch(/^https:\/\/seminar\.example\.org\/confirm-email\/[A-Za-z0-9_-]{32}$/);
    const message = emailChangeMessage(textsFor('zh-Hant').text, 'PICS2025-0001', link);
    expect(message.subject).toContain('PICS2025-0001');
    expect(message.paragraphs).toContain(link);
    expect(message.subject).not.toBe(emailChangeMessage(textsFor('en').text, 'PICS2025-0001', link).subject);
  });
});
