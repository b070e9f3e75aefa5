/**
 * The trip cost splitter's figures (issue 26), for `npm run bench` or on its
 * own (`node scripts/bench-splitter.mjs`):
 *
 * - how long settle() takes for 20 people who all have something owed (the
 *   largest case it solves exactly), median of several runs after a
 *   warm-up: for random balances (few subsets add up to zero, found
 *   directly) and for the worst case (thousands do, and the search goes
 *   over all 2^20 subsets). Wall time on a shared machine varies with its
 *   load; the CPU time the process used varies less;
 * - the gzipped size of the splitter's browser-side code (app/lib/splitter,
 *   tests and the example excepted), bundled and minified by Vite as the
 *   site build does.
 *
 * Measured 2026-11-25 on the shared 2-core machine (load average 15 to 24):
 * random balances 0.7 to 1.6 ms; the worst case 13 to 15 ms of CPU, 35 to
 * 115 ms of wall time depending on the load; 6.8 KB gzipped.
 *
 * The modules are bundled with Vite's build API (no config file, nothing
 * written to build/), then imported from a temporary file.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = new URL("..", import.meta.url).pathname;
const entry = join(root, "app/lib/splitter/index.ts");

/** Deterministic pseudo-random balances: `count` non-zero values adding up to zero, no two cancelling. */
function balancesFor(count, seed) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const values = [];
  while (values.length < count - 1) {
    const value = Math.round((next() - 0.5) * 200_000) || 1;
    if (!values.includes(value) && !values.includes(-value)) values.push(value);
  }
  values.push(-values.reduce((a, b) => a + b, 0));
  return values;
}

export async function benchSplitter({ runs = 7 } = {}) {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ["es"], fileName: "splitter" },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const code = output
    .filter((chunk) => chunk.type === "chunk")
    .map((chunk) => chunk.code)
    .join("\n");
  const dir = mkdtempSync(join(tmpdir(), "splitter-bench-"));
  try {
    const file = join(dir, "splitter.mjs");
    writeFileSync(file, code);
    const splitter = await import(pathToFileURL(file).href);
    const time = (balances) => {
      splitter.settle(balances); // warm-up
      const times = [];
      const cpuTimes = [];
      let plan;
      for (let i = 0; i < runs; i++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        plan = splitter.settle(balances);
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      return {
        people: balances.length,
        exact: plan.exact,
        payments: plan.payments.length,
        medianMs: times[Math.floor(times.length / 2)],
        maxMs: times[times.length - 1],
        cpuMs: cpuTimes[Math.floor(cpuTimes.length / 2)],
      };
    };
    return {
      typical: time(balancesFor(splitter.exactLimit, 26)),
      // 8 people owed 3 and 12 who owe 2: thousands of zero-sum subsets, so the full search over 2^20 sets runs.
      worst: time([...Array(8).fill(3), ...Array(12).fill(-2)]),
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipSync(code, { level: 6 }).length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function splitterLine({ typical, worst, bytes, gzipBytes }) {
  const run = (t) =>
    `${t.people} people, ${t.exact ? "exact" : "greedy"}, ${t.payments} payments: median ${t.medianMs.toFixed(1)} ms (CPU ${t.cpuMs.toFixed(1)} ms), slowest ${t.maxMs.toFixed(1)} ms`;
  return [
    `Trip cost splitter, settle() for 20 people with something owed:`,
    `  random balances (${run(typical)})`,
    `  worst case, full subset search (${run(worst)})`,
    `Trip cost splitter, browser-side code: ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${(bytes / 1024).toFixed(1)} KB minified)`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(splitterLine(await benchSplitter()));
}
