/**
 * A job of passes: one at start, then one every `intervalMs`, never two at once, until stopped. The payment reminders,
 * the retention's erasure and the checkout sweeper are each a pass over what is due; every server process may run
 * them, since each pass does a thing once whatever the number of processes, restarts or passes.
 */
export interface PeriodicPasses {
  /** One pass now (after the one in progress, if any); answers how many things it did. */
  runNow(): Promise<number>;
  /** Stops; resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

/** What a failed pass said, for the log line of the job that ran it. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the passes. `pass` is told whether the job was stopped meanwhile, to end a long pass early; a pass that
 * fails goes to `failed` and the next one runs at its time.
 */
export function startPeriodicPasses(
  pass: (stopped: () => boolean) => Promise<number>,
  intervalMs: number,
  failed: (error: unknown) => void,
): PeriodicPasses {
  let stopped = false;
  const isStopped = () => stopped;
  let running: Promise<number> = Promise.resolve(0);

  function runNow(): Promise<number> {
    const next = () => (stopped ? 0 : pass(isStopped));
    running = running.then(next, next);
    return running;
  }

  const scheduled = () => void runNow().catch(failed);
  scheduled();
  const timer = setInterval(scheduled, intervalMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
