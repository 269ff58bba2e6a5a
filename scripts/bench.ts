/**
 * `npm run bench [-- --runs N --cpu 1,4]`: builds the site into a temporary directory, serves it with the real server,
 * measures '/' in headless Chromium at each CPU slowdown, then the keystrokes of a generated 300-field form in the
 * engine and in plain RJSF, and prints Markdown tables; the same goes to test-results/bench.json. `--only wide-form`
 * runs the last part alone. What each figure means: docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

import { chunkSizes, totalOf } from './bench/bundleSizes';
import { measureLighthouse } from './bench/lighthouse';
import { measureRun } from './bench/measurePage';
import { metrics, poolSamples, type Samples } from './bench/metrics';
import { type BenchOptions, parseBenchArgs, usage, UsageError } from './bench/options';
import { buildReactOnlyPage, serveReactOnlyPage } from './bench/reactOnlyPage';
import { measureRegistrations, throughputLine } from './bench/registrations';
import { type BenchResult, markdownReport } from './bench/report';
import { summarize } from './bench/stats';
import { measureWideForm } from './bench/wideForm/runWideForm';
import { wideFormReport } from './bench/wideForm/wideFormReport';
import { buildSite, siteBuildInputs } from './support/buildSite';
import { launchChromium } from './support/chromium';
import { projectRoot } from './support/projectRoot';
import { spawnServerWithOwnData } from './support/serverProcess';
import { temporaryDirectory } from './support/temporaryDirectory';

const resultFile = path.join(projectRoot, 'test-results', 'bench.json');
/** What the build reads (git pathspecs): uncommitted changes there make the figures differ from the commit's. */
const buildInputs = [
  ...siteBuildInputs,
  ':(exclude)scripts/bench',
  ':(exclude)scripts/bench.ts',
  ':(exclude)scripts/support',
];

function progress(line: string): void {
  console.error(`bench: ${line}`);
}

/** The short commit, marked when the build's inputs have uncommitted changes. */
function commitOf(): string {
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
    const commit = git(['rev-parse', '--short', 'HEAD']);
    return git(['status', '--porcelain', '--', ...buildInputs]) === ''
      ? commit
      : `${commit} (with uncommitted changes)`;
  } catch {
    return 'unknown';
  }
}

/** Steps that undo what was started, run last-first whatever happens. */
const cleanups: (() => unknown)[] = [];
/** Set on SIGINT or SIGTERM: the runs then fail because the browser went away, which is no news. */
let stopping = false;

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch (error) {
      progress(`cleaning up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function bench(options: BenchOptions): Promise<BenchResult> {
  progress('building the site');
  // A temporary directory, so the benchmark never touches dist/.
  const site = temporaryDirectory('seminar-bench-site-');
  cleanups.push(() => site.remove());
  await buildSite(site.dir);
  const chunks = chunkSizes(site.dir);

  // The shell's VITE_* settings went into the build, so the server's security headers must see them too.
  const server = await spawnServerWithOwnData({
    tempPrefix: 'seminar-bench-data-',
    staticDir: site.dir,
    keepShellViteEnv: true,
    // The figures are those of `npm start`'s server, which runs the sources.
    fromSources: true,
    // A new PGlite directory alone can take 20 s on a busy machine.
    startTimeoutMs: 120_000,
  });
  cleanups.push(() => server.stop());
  progress(`serving it at ${server.url}`);
  // The SIGINT and SIGTERM handlers of main() stop the server and remove the build first; Playwright's own would exit before that.
  const browser = await launchChromium({ handleSignals: false });
  cleanups.push(() => browser.close());

  // One run that is not counted, so the first counted one does not pay for the server's and Chromium's first requests.
  progress('warm-up run');
  await measureRun(browser, { url: server.url, cpuSlowdown: 1 });

  const machine = { cpus: availableParallelism(), loadAverage: loadavg()[0] ?? 0 };
  const runs = new Map<number, Samples[]>(options.cpuSlowdowns.map((rate) => [rate, []]));
  for (let run = 1; run <= options.runs; run++) {
    // Alternating the slowdowns spreads any drift of the machine over all of them.
    for (const cpuSlowdown of options.cpuSlowdowns) {
      progress(`run ${run}/${options.runs} at ${cpuSlowdown}x CPU slowdown`);
      runs.get(cpuSlowdown)?.push(await measureRun(browser, { url: server.url, cpuSlowdown }));
    }
  }

  // After the Playwright runs, on the same server; each Lighthouse run starts a Chromium of its own.
  const lighthouse =
    options.lighthouseRuns > 0 ? await measureLighthouse(server.url, options.lighthouseRuns, progress) : undefined;
  // Then the plain React page of the same form, so the two are compared on the machine as it is in this run.
  let lighthouseBaseline;
  if (options.lighthouseRuns > 0) {
    progress('building the plain React page');
    const baselineDir = temporaryDirectory('seminar-bench-react-only-');
    cleanups.push(() => baselineDir.remove());
    await buildReactOnlyPage(baselineDir.dir);
    const baseline = await serveReactOnlyPage(baselineDir.dir, site.dir);
    cleanups.push(() => baseline.stop());
    progress(`plain React page at ${baseline.url}`);
    lighthouseBaseline = await measureLighthouse(baseline.url, options.lighthouseRuns, progress);
  }

  // Last, with the same browser: the engine and plain RJSF typing into the generated 300-field form.
  const wideForm =
    options.wideFormRuns > 0
      ? await measureWideForm(browser, {
          runs: options.wideFormRuns,
          cpuSlowdowns: options.cpuSlowdowns,
          progress,
          cleanups,
        })
      : undefined;

  const pooled = options.cpuSlowdowns.map((cpuSlowdown) => ({
    cpuSlowdown,
    samples: poolSamples(runs.get(cpuSlowdown) ?? []),
  }));
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: commitOf(),
    chromium: browser.version(),
    machine,
    runs: options.runs,
    cpuSlowdowns: options.cpuSlowdowns,
    timings: metrics.map((metric) => ({
      key: metric.key,
      label: metric.label,
      unit: metric.unit,
      byRate: pooled.map(({ cpuSlowdown, samples }) => ({
        cpuSlowdown,
        summary: summarize(samples[metric.key]),
        samples: samples[metric.key],
      })),
    })),
    chunks,
    initialTotal: totalOf(chunks.filter((chunk) => chunk.initial)),
    allTotal: totalOf(chunks),
    lighthouse,
    lighthouseBaseline,
    wideForm,
  };
}

/** `--only wide-form`: the 300-field form alone, no site build, server or Lighthouse. */
async function benchWideFormOnly(options: BenchOptions): Promise<void> {
  const browser = await launchChromium({ handleSignals: false });
  cleanups.push(() => browser.close());
  const machine = { cpus: availableParallelism(), loadAverage: loadavg()[0] ?? 0 };
  const wideForm = await measureWideForm(browser, {
    runs: options.wideFormRuns || 1,
    cpuSlowdowns: options.cpuSlowdowns,
    progress,
    cleanups,
  });
  const result = {
    date: new Date().toISOString().slice(0, 10),
    commit: commitOf(),
    chromium: browser.version(),
    machine,
    wideForm,
  };
  console.log(
    `Benchmark of the 300-field form — ${result.date}, commit ${result.commit}, Chromium ${result.chromium}, ` +
      `${machine.cpus} CPUs with a load average of ${machine.loadAverage.toFixed(1)} at the start.\n`,
  );
  console.log(wideFormReport(wideForm));
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      progress(`${signal}: stopping`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  const started = Date.now();
  try {
    if (options.onlyWideForm) {
      await benchWideFormOnly(options);
      progress(`wrote ${path.relative(projectRoot, resultFile)} after ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    }
    const result = await bench(options);
    console.log(markdownReport(result));
    // The server's own figure: registrations a second while the outbox sends, on a server of its own.
    progress('registration throughput');
    console.log(`\n${throughputLine(await measureRegistrations())}`);
    mkdirSync(path.dirname(resultFile), { recursive: true });
    writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    progress(`wrote ${path.relative(projectRoot, resultFile)} after ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
