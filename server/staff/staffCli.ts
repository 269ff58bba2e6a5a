/** `npm run staff -- add|list|remove|password`: staff accounts in the database the server uses (DATABASE_URL, else DATA_DIR). */
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

async function passwordFor(command: StaffCommand): Promise<string | undefined> {
  if (!needsPassword(command)) return undefined;
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  return askNewPassword();
}

async function run(command: StaffCommand, password: string | undefined): Promise<string> {
  const config = readServerConfig(process.env, process.cwd(), 'tool');
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

async function main(): Promise<void> {
  const command = parseStaffCommand(process.argv.slice(2));
  const password = await passwordFor(command);
  // A weak password is refused before the database is opened.
  const problem = password === undefined ? undefined : passwordProblem(password);
  if (problem) throw new StaffCommandError(problem);
  console.log(await run(command, password));
}

main().catch((error: unknown) => {
  // Refusals (StaffCommandError, PasswordPromptCancelled) and faults alike: one line, no stack, exit code 1.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
