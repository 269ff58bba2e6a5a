// @vitest-environment node
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { delegateLinkKey, mintDelegateToken, resolveDelegateToken } from '../../../server/delegate/delegateToken';
import { newRegistration, uniqueEmail } from '../helpers/payload';
import { forEachStore } from '../helpers/stores';

const at = new Date('2025-09-01T10:00:00+08:00');
const key = delegateLinkKey(randomBytes(32));

forEachStore((database) => {
  describe('the delegate link version', () => {
    it('starts at 1, and a revocation ends the links sent so far, recorded in the history with who did it', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(newRegistration({ email: uniqueEmail() }), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const { id, linkVersion } = inserted.registration;
      expect(linkVersion).toBe(1);
      const first = mintDelegateToken(key, id, linkVersion);
      const lookup = (registrationId: number) => store.linkVersionOf(registrationId);
      await expect(resolveDelegateToken(key, first, lookup)).resolves.toBe(id);

      await expect(store.revokeDelegateLink(id, { actor: 'staff alice@example.org', at })).resolves.toBe(2);
      await expect(resolveDelegateToken(key, first, lookup)).resolves.toBeUndefined();
      await expect(resolveDelegateToken(key, mintDelegateToken(key, id, 2), lookup)).resolves.toBe(id);
      const detail = await store.findRegistration(id);
      expect(detail?.linkVersion).toBe(2);
      expect(detail?.history.at(-1)).toMatchObject({ event: 'link_revoked', actor: 'staff alice@example.org' });
      // Never a payload field: the stored fields list only what the delegate sent.
      expect(detail?.fields.map((field) => field.key)).not.toContain('link_version');
    });

    it('knows no version for a registration that does not exist or was deleted, nor for an id out of range', async () => {
      const { store, db } = database();
      const inserted = await store.insertRegistration(newRegistration({ email: uniqueEmail() }), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const { id } = inserted.registration;
      await db.query('delete from registrations where id = $1', [id]);
      await expect(store.linkVersionOf(id)).resolves.toBeUndefined();
      await expect(store.linkVersionOf(0xffffffff)).resolves.toBeUndefined();
      await expect(store.revokeDelegateLink(id, { actor: 'staff', at })).resolves.toBeUndefined();
    });
  });
});
