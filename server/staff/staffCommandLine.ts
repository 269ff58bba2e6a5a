/** `npm run staff -- add|list|remove|password|unlock`, as a function of its arguments, environment and streams. */
import { readServerConfig } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import { openDatabase } from '../db/openDatabase';
import { controlSocketPath, sendToServer } from './controlSocket';
import { passwordProblem } from './passwords';
import { askNewPassword } from './readPassword';
import { sqlStaffStore } from './sqlStaffStore';
import {
  needsPassword,
  parseStaffCommand,
  runStaffCommand,
  type StaffCommand,
  StaffCommandError,
} from './staffCommands';

/** Where a run reads and writes: the process's own in `npm run staff`, a test's in tests. */
export interface CommandLineIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadStream;
  /** Where the password prompt goes (standard error, so a piped output holds only the result). */
  prompt: NodeJS.WriteStream;
  out(line: string): void;
  err(line: string): void;
}

async function passwordFor(command: StaffCommand, io: CommandLineIo): Promise<string | undefined> {
  if (!needsPassword(command)) return undefined;
  const fromEnv = io.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  return askNewPassword(io.stdin, io.prompt);
}

async function run(command: StaffCommand, password: string | undefined, io: CommandLineIo): Promise<string> {
  const config = readServerConfig(io.env, io.cwd, 'tool');
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The server has the embedded database open: it runs the command for us.
    return sendToServer(controlSocketPath(config.dataDir), { command, password });
  }
  try {
    return await runStaffCommand(sqlStaffStore(db), command, password);
  } finally {
    await db.close();
  }
}

/** Runs one command; answers its exit code: 0 when done, 1 when refused or failed (one line, no stack). */
export async function runStaffCommandLine(args: readonly string[], io: CommandLineIo): Promise<number> {
  try {
    const command = parseStaffCommand(args);
    const password = await passwordFor(command, io);
    // A weak password is refused before the database is opened.
    const problem = password === undefined ? undefined : passwordProblem(password);
    if (problem) throw new StaffCommandError(problem);
    io.out(await run(command, password, io));
    return 0;
  } catch (error) {
    // Refusals (StaffCommandError, PasswordPromptCancelled) and faults alike.
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
