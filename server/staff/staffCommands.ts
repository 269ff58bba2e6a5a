/** The account commands of `npm run staff`, shared by the CLI and the running server's control socket. */
import { isEmailAddress } from '../../core/rules/email';
import { hashPassword, passwordProblem } from './passwords';
import { isStaffRole, staffRoles, type StaffStore } from './StaffStore';

/** A command as parsed from the command line; the password travels separately, never in argv. */
export type StaffCommand =
  | { name: 'add'; email: string; role: string }
  | { name: 'list' }
  | { name: 'remove'; email: string }
  | { name: 'password'; email: string }
  | { name: 'unlock'; email: string };

/** A command that cannot run: wrong arguments, a taken address, a weak password. Printed, exit code 1. */
export class StaffCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffCommandError';
  }
}

export const staffUsage = [
  'Usage:',
  '  npm run staff -- add <email> --role <viewer|manager>',
  '  npm run staff -- list',
  '  npm run staff -- remove <email>',
  '  npm run staff -- password <email>',
  '  npm run staff -- unlock <email>',
  'The password is read from STAFF_PASSWORD, or asked for on the terminal; never give it on the command line.',
].join('\n');

/** The address of an account: the form's e-mail rule (core/rules/email.ts), whoever sends the command. */
function checkedEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!isEmailAddress(email))
    throw new StaffCommandError(`'${typeof value === 'string' ? value : ''}' is not an e-mail address.\n${staffUsage}`);
  return email;
}

/**
 * A command as the control socket receives it, checked as the command line is: whatever reaches the socket is only
 * JSON, and an account must not be created with the e-mail "" or "not an email" that way either.
 */
export function checkedStaffCommand(value: unknown): StaffCommand {
  const command = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  switch (command.name) {
    case 'list':
      return { name: 'list' };
    case 'remove':
    case 'password':
    case 'unlock':
      return { name: command.name, email: checkedEmail(command.email) };
    case 'add': {
      const role = typeof command.role === 'string' ? command.role : '';
      if (!isStaffRole(role)) throw new StaffCommandError(`The role must be ${staffRoles.join(' or ')}.`);
      return { name: 'add', email: checkedEmail(command.email), role };
    }
    default:
      throw new StaffCommandError(staffUsage);
  }
}

/** Reads argv (after `--`) into a command. */
export function parseStaffCommand(args: readonly string[]): StaffCommand {
  const [name, ...rest] = args;
  if (rest.some((arg) => arg.startsWith('--password'))) {
    throw new StaffCommandError(
      'Passwords are never taken on the command line: set STAFF_PASSWORD or type it when asked.',
    );
  }
  if (name === 'list' && rest.length === 0) return { name };
  if ((name === 'remove' || name === 'password' || name === 'unlock') && rest.length === 1)
    return { name, email: checkedEmail(rest[0]) };
  if (name === 'add') {
    const roleAt = rest.indexOf('--role');
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    const others = rest.filter((_arg, index) => index !== roleAt && index !== roleAt + 1);
    if (role === undefined || others.length !== 1) throw new StaffCommandError(staffUsage);
    if (!isStaffRole(role)) throw new StaffCommandError(`The role must be ${staffRoles.join(' or ')}, not '${role}'.`);
    return { name, email: checkedEmail(others[0]), role };
  }
  throw new StaffCommandError(staffUsage);
}

/** Whether the command needs a password. */
export function needsPassword(command: StaffCommand): boolean {
  return command.name === 'add' || command.name === 'password';
}

/** Runs a command against the store and answers what to print. */
export async function runStaffCommand(store: StaffStore, given: StaffCommand, password?: string): Promise<string> {
  const command = checkedStaffCommand(given);
  if (needsPassword(command)) {
    const problem = password === undefined ? 'No password was given.' : passwordProblem(password);
    if (problem) throw new StaffCommandError(problem);
  }
  switch (command.name) {
    case 'add': {
      if (!isStaffRole(command.role)) throw new StaffCommandError(`The role must be ${staffRoles.join(' or ')}.`);
      const outcome = await store.addAccount(command.email, command.role, await hashPassword(password!));
      if (outcome === 'exists') throw new StaffCommandError(`There is already an account for ${command.email}.`);
      return `Added ${command.email} as ${command.role}.`;
    }
    case 'list': {
      const accounts = await store.listAccounts();
      if (accounts.length === 0) return 'No staff accounts yet.';
      return accounts
        .map((account) => `${account.email}\t${account.role}\tsince ${account.createdAt.toISOString().slice(0, 10)}`)
        .join('\n');
    }
    case 'remove':
      if (!(await store.removeAccount(command.email)))
        throw new StaffCommandError(`There is no account for ${command.email}.`);
      return `Removed ${command.email}; its sessions are ended.`;
    case 'password':
      if (!(await store.setPassword(command.email, await hashPassword(password!)))) {
        throw new StaffCommandError(`There is no account for ${command.email}.`);
      }
      return `Changed the password of ${command.email}; its sessions are ended.`;
    case 'unlock':
      if (!(await store.unlockAccount(command.email)))
        throw new StaffCommandError(`There is no account for ${command.email}.`);
      return `Unlocked ${command.email}: its failed sign-ins are forgotten, from every address.`;
  }
}
