/** Synchronous clean-ups for a process that may exit before it undoes what it started, under one 'exit' listener. */

const tasks = new Set<() => void>();
let listening = false;

function runAll(): void {
  // Last-first, so a child is killed before the directory it writes into is removed.
  for (const task of [...tasks].reverse()) {
    try {
      task();
    } catch {
      // The process is ending anyway; the other tasks still get their turn.
    }
  }
  tasks.clear();
}

/** Runs `task` when the process exits, unless the function answered is called first. Only synchronous work runs on 'exit'. */
export function atExit(task: () => void): () => void {
  if (!listening) {
    process.on('exit', runAll);
    listening = true;
  }
  // A wrapper of its own, so the same function registered twice is also cancelled twice.
  const entry = () => task();
  tasks.add(entry);
  return () => {
    tasks.delete(entry);
  };
}
