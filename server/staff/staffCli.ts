/** `npm run staff -- add|list|remove|password|unlock`: staff accounts in the database the server uses (DATABASE_URL, else DATA_DIR). */
import { runStaffCommandLine } from './staffCommandLine';

const code = await runStaffCommandLine(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  stdin: process.stdin,
  prompt: process.stderr,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
// A refusal ends at once; a success ends when its output is written.
if (code !== 0) process.exit(code);
