/**
 * The trip cost splitter in the browser (issue 33), for `npm run bench` or on
 * its own with `npm run bench -- --splitter` (`--no-build` to reuse the build):
 * the built site served as `npm start` serves it, Debian's Chromium driven by
 * Playwright, two ledgers opened from a link:
 *
 * - "20 people, worst case": 8 people owed 3 cents and 12 who owe 2, so the
 *   exact search goes over all 2^20 subsets (the slowest settle());
 * - "50 people, 500 expenses": the largest ledger a link may hold, with
 *   equal, weighted and exact splits and a foreign currency.
 *
 * For each: the longest main-thread task while the link opens (PerformanceObserver
 * "longtask" entries, from navigation until the ledger is shown and two seconds
 * have passed with nothing to do), then the median and worst keystroke handling
 * time typing 20 characters, 150 ms apart, in the trip name and in the
 * expense form's "What" field (for the full 500-expense ledger, whose form
 * takes no new expense, while editing its first expense). A keystroke's handling time runs from the keydown
 * event's timestamp to the first task after the frame that shows it (a
 * requestAnimationFrame callback, then a posted message): what the visitor
 * waits for, the wait for the next frame (up to 16.7 ms) included.
 *
 * A benchmark, not a test: it prints figures and never fails on them.
 */
import { chromium } from "playwright-core";
import { createSiteServer } from "../server/serve.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { deflateRawSync } from "node:zlib";

const path = "/trip-cost-splitter";

function fragmentOf(ledger) {
  return `v1.${deflateRawSync(Buffer.from(JSON.stringify(ledger))).toString("base64url")}`;
}

/** 8 people owed 3 and 12 who owe 2 (minor units), made of one-to-one exact expenses. */
export function worstCaseLedger() {
  const people = Array.from({ length: 20 }, (_, i) => `Person ${i + 1}`);
  const owed = Array(8).fill(3);
  const owes = Array(12).fill(2);
  const expenses = [];
  let c = 0;
  for (let d = 0; d < owes.length; d++) {
    while (owes[d] > 0) {
      const amount = Math.min(owes[d], owed[c]);
      const exact = Array(20).fill(0);
      exact[8 + d] = amount;
      expenses.push({ what: `Taxi ${expenses.length + 1}`, amount, currency: "EUR", paidBy: c, split: { exact } });
      owes[d] -= amount;
      owed[c] -= amount;
      if (owed[c] === 0) c++;
    }
  }
  return { v: 1, name: "Worst case", currency: "EUR", people, expenses };
}

/** 50 people and 500 expenses, deterministic: equal, weighted and exact splits, some in USD. */
export function largeLedger() {
  let state = 33;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (n) => Math.floor(next() * n);
  const first = ["Ana", "Ben", "Cleo", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jule"];
  const people = Array.from(
    { length: 50 },
    (_, i) => `${first[i % 10]} ${String.fromCharCode(65 + Math.floor(i / 10))}.`,
  );
  const things = ["Villa", "Dinner", "Taxi", "Boat", "Museum", "Groceries", "Fuel", "Tickets", "Bar", "Breakfast"];
  const expenses = [];
  for (let i = 0; i < 500; i++) {
    const foreign = i % 7 === 0;
    const amount = 500 + pick(200_000);
    const kind = i % 3;
    let split;
    if (kind === 0) {
      const members = Array.from({ length: 50 }, (_, p) => p).filter(() => next() < 0.4);
      split = { equal: members.length ? members : [pick(50)] };
    } else if (kind === 1) {
      split = { weights: Array.from({ length: 50 }, () => (next() < 0.5 ? 0 : 1 + pick(3))) };
      if (!split.weights.some((w) => w > 0)) split.weights[0] = 1;
    } else {
      const exact = Array(50).fill(0);
      let left = amount;
      for (let k = 0; k < 5 && left > 0; k++) {
        const part = k === 4 ? left : Math.min(left, pick(amount / 3));
        exact[pick(50)] += part;
        left -= part;
      }
      exact[0] += left;
      split = { exact };
    }
    expenses.push({
      what: `${things[i % 10]} ${i + 1}`,
      amount,
      currency: foreign ? "USD" : "EUR",
      ...(foreign ? { rate: "0.92" } : {}),
      paidBy: pick(50),
      split,
    });
  }
  return { v: 1, name: "Big trip", currency: "EUR", people, expenses };
}

/** Installed before the page's scripts: long tasks and per-keystroke timings. */
function instrument() {
  const w = /** @type {any} */ (globalThis);
  w.__longTasks = [];
  w.__keys = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    /* no long task timing */
  }
  globalThis.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      globalThis.requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__keys.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    },
    true,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(browser, baseURL, ledger) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Keep the cookie banner out of the way, as a returning visitor would.
  await context.addInitScript(() => {
    try {
      localStorage.setItem("cookieConsent", "false");
    } catch {
      /* ignore */
    }
  });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${baseURL}${path}#${fragmentOf(ledger)}`);
  await page.getByRole("heading", { name: "Who pays whom" }).waitFor();
  await page.locator("#main [aria-busy]").waitFor({ state: "detached" });
  await page.getByRole("list", { name: "Who pays whom" }).or(page.getByText("Everyone is settled")).first().waitFor();
  // Quiet: two seconds without a long task.
  for (let i = 0; i < 20; i++) {
    const last = await page.evaluate(() => {
      const tasks = /** @type {any} */ (globalThis).__longTasks;
      const end = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
      return performance.now() - end;
    });
    if (last > 2000) break;
    await page.waitForTimeout(500);
  }
  const openLongest = await page.evaluate(() =>
    Math.max(0, .../** @type {any} */ (globalThis).__longTasks.map((t) => t.duration)),
  );

  const typing = async (locator) => {
    await locator.click();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      /** @type {any} */ (globalThis).__keys = [];
      /** @type {any} */ (globalThis).__longTasks = [];
    });
    await page.keyboard.type("abcdefghij klmnopqrs", { delay: 150 });
    await page.waitForTimeout(1000);
    return page.evaluate(() => ({
      keys: /** @type {any} */ (globalThis).__keys,
      longest: Math.max(0, .../** @type {any} */ (globalThis).__longTasks.map((t) => t.duration)),
    }));
  };
  const tripName = await typing(page.getByLabel("Trip name (optional)"));
  // A full ledger (500 expenses) takes no more: type into the first expense, opened for editing.
  if (await page.getByLabel("What", { exact: true }).isDisabled()) {
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
  }
  const what = await typing(page.getByLabel("What", { exact: true }));
  await context.close();
  const figures = (run) => ({ median: median(run.keys), worst: Math.max(0, ...run.keys), longTask: run.longest });
  return { openLongest, tripName: figures(tripName), what: figures(what) };
}

export async function benchSplitterBrowser({ clientDir, port = 4191, runs = 3 } = {}) {
  const server = createSiteServer(clientDir, { notFoundStatus: 200 }).listen(port, "127.0.0.1");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const baseURL = `http://localhost:${port}`;
  const results = [];
  try {
    for (const [label, ledger] of [
      ["20 people, worst case", worstCaseLedger()],
      ["50 people, 500 expenses", largeLedger()],
    ]) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, baseURL, ledger));
      // Median run by each figure.
      const pickMedian = (get) => median(samples.map(get));
      results.push({
        label,
        openLongest: pickMedian((s) => s.openLongest),
        tripName: {
          median: pickMedian((s) => s.tripName.median),
          worst: pickMedian((s) => s.tripName.worst),
          longTask: pickMedian((s) => s.tripName.longTask),
        },
        what: {
          median: pickMedian((s) => s.what.median),
          worst: pickMedian((s) => s.what.worst),
          longTask: pickMedian((s) => s.what.longTask),
        },
        runs,
      });
      process.stderr.write(`  measured the splitter: ${label}\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export function splitterBrowserTable(results) {
  const ms = (value) => Math.round(value);
  return [
    "| Ledger | Longest task opening the link (ms) | Trip name: median / worst keystroke (ms) | Expense “What”: median / worst keystroke (ms) |",
    "|---|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${ms(r.openLongest)} | ${ms(r.tripName.median)} / ${ms(r.tripName.worst)} | ${ms(r.what.median)} / ${ms(r.what.worst)} |`,
    ),
  ].join("\n");
}
