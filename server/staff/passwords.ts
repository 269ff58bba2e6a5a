import { hash, verify } from '@node-rs/argon2';

/** Shorter passwords are refused when an account is created or its password set. */
export const minimumPasswordLength = 12;

/** Why a password cannot be used, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < minimumPasswordLength)
    return `The password must have at least ${minimumPasswordLength} characters.`;
  if (password.trim() !== password) return 'The password must not start or end with a space.';
  return undefined;
}

/** An argon2id PHC string (the library's default algorithm, with its default cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when no account matches, so an unknown address takes as long to refuse as a wrong password.
const decoyHash = hash('no account has this password');

/** Whether `password` matches `passwordHash`; with no hash, spends the same time and answers false. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? (await decoyHash), password);
    return passwordHash !== undefined && matches;
  } catch {
    // A damaged hash in the table: refuse, as for a wrong password.
    return false;
  }
}
