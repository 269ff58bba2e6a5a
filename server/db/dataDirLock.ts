import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Thrown when another live process already holds the embedded database. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(`The embedded database is in use by process ${ownerPid} (lock file ${lockPath}).`);
    this.name = 'DataDirLockedError';
  }
}

/** The locks this process holds, so it can tell its own live lock from one a former process with its PID left. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat, Linux); undefined elsewhere. With
 * the PID it names one process: a later process that reuses the PID has another start time.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

interface LockOwner {
  pid: number;
  startTime?: string;
}

function ownerOf(lockPath: string): LockOwner | undefined {
  try {
    const [pidText = '', startTime] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock's owner still runs: alive, the same process that wrote it (start time), and not this one's PID reused. */
function isHeld(lockPath: string, owner: LockOwner): boolean {
  if (owner.pid === process.pid) return heldByThisProcess.has(lockPath);
  if (!isAlive(owner.pid)) return false;
  const startTime = startTimeOf(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime;
}

/**
 * Takes the lock file beside a PGlite data directory (give its real path, so every path to it shares one lock), since
 * two processes writing one directory would corrupt it. A lock whose writer has ended is taken over, even when another
 * process, or this one, now has its PID. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      const startTime = startTimeOf(process.pid);
      writeSync(fd, startTime === undefined ? String(process.pid) : `${process.pid} ${startTime}`);
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      if (owner !== undefined && isHeld(lockPath, owner)) throw new DataDirLockedError(lockPath, owner.pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}.`);
}
