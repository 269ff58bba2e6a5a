/** Asks for a password on the terminal without echoing it; from a pipe, reads one line. */

/** Thrown when the person pressed Ctrl+C or the input ended before a password was given. */
export class PasswordPromptCancelled extends Error {
  constructor() {
    super('No password was given.');
    this.name = 'PasswordPromptCancelled';
  }
}

function readHidden(input: NodeJS.ReadStream, output: NodeJS.WriteStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Echo goes off before the prompt shows, so nothing typed after seeing it is echoed.
    input.setRawMode(true);
    output.write(prompt);
    let typed = '';
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        // Ctrl+C and Ctrl+D: give up without a password.
        if (char === '\u0003' || char === '\u0004') return finish(new PasswordPromptCancelled());
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The lines of each piped input, read one by one across prompts. */
const pipedLines = new WeakMap<NodeJS.ReadStream, AsyncIterator<string>>();

async function readLine(input: NodeJS.ReadStream): Promise<string> {
  let lines = pipedLines.get(input);
  if (!lines) {
    const { createInterface } = await import('node:readline');
    lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
    pipedLines.set(input, lines);
  }
  const next = await lines.next();
  if (next.done) throw new PasswordPromptCancelled();
  return next.value;
}

/** One password, typed twice on a terminal (so a typo cannot lock the account out); one line from a pipe. */
export async function askNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return readLine(input);
  const first = await readHidden(input, output, 'Password: ');
  const again = await readHidden(input, output, 'Password again: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}
