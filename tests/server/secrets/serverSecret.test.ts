import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, readServerConfig } from '../../../server/config';
import { demoServerSecret, derivedKey, parseServerSecret } from '../../../server/secrets/serverSecret';

describe('the server secret', () => {
  it('derives a different key for each purpose, and the same key again for the same secret', () => {
    const secret = randomBytes(32);
    const link = derivedKey(secret, 'delegate-link');
    expect(link).toHaveLength(32);
    expect(link.equals(derivedKey(secret, 'badge-code'))).toBe(false);
    expect(link.equals(derivedKey(Buffer.from(secret), 'delegate-link'))).toBe(true);
    expect(link.equals(derivedKey(randomBytes(32), 'delegate-link'))).toBe(false);
  });

  it('reads SERVER_SECRET as hex or base64 of at least 32 bytes and refuses anything shorter', () => {
    const bytes = randomBytes(32);
    expect(parseServerSecret(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(parseServerSecret(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(parseServerSecret(bytes.toString('base64url'))?.equals(bytes)).toBe(true);
    expect(parseServerSecret(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseServerSecret('correct horse battery staple correct horse battery')).toBeUndefined();
    expect(() => readServerConfig({ SERVER_SECRET: 'short' }, '/srv')).toThrow(ConfigError);
    expect(readServerConfig({ SERVER_SECRET: bytes.toString('hex') }, '/srv').serverSecret?.equals(bytes)).toBe(true);
  });

  it('keeps the demonstration secret beside the data directory, readable by the owner only, and reuses it', () => {
    const config = readServerConfig({ DATA_DIR: 'data/pglite' }, '/srv/site');
    expect(config.serverSecret).toBeUndefined();
    expect(config.demoSecretPath).toBe('/srv/site/data/pglite.secret');

    const path = join(mkdtempSync(join(tmpdir(), 'secret-')), 'data', 'pglite.secret');
    const first = demoServerSecret(path);
    expect(first).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(demoServerSecret(path).equals(first)).toBe(true);
    expect(readFileSync(path, 'utf8').trim()).toBe(first.toString('hex'));
  });

  it('refuses a demonstration secret file that holds no usable secret rather than replacing it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secret-')), 'pglite.secret');
    writeFileSync(path, 'not a secret\n');
    expect(() => demoServerSecret(path)).toThrow(`${path} holds no usable server secret`);
    expect(readFileSync(path, 'utf8')).toBe('not a secret\n');
  });
});
