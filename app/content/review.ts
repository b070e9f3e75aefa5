/**
 * The content review list (`npm run content:due`): which pages are due for their quarterly check
 * on a given day, and which watched claims' dates have come. Pure date arithmetic on ISO dates
 * (YYYY-MM-DD, read as UTC days), so the same inputs give the same list on any machine.
 */
import { addMonths, reviewCadenceMonths } from "./collections.ts";

export interface Watch {
  /** What to look at again ("Oktoberfest 2027 dates"). */
  what: string;
  /** The day from which it is worth looking (YYYY-MM-DD). */
  from: string;
  /** The page that will say it. */
  where: string;
}

export interface ReviewedPage {
  /** URL path of the page. */
  path: string;
  /** The day its facts were last checked against their sources (YYYY-MM-DD). */
  checked: string;
  watch?: readonly Watch[] | undefined;
}

export interface DuePage {
  path: string;
  checked: string;
  /** `checked` plus the review cadence. */
  due: string;
  /** Whole days from `due` to the day asked about: 0 when it falls due that day. */
  daysOverdue: number;
}

export interface DueWatch extends Watch {
  path: string;
  /** Whole days from `from` to the day asked about: 0 on the day itself. */
  daysSince: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO date itself when it names a real calendar day, else undefined. */
export function parseIsoDay(value: string): string | undefined {
  if (!isoDay.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day a page checked on `checked` falls due again. */
export function nextReview(checked: string): string {
  return addMonths(checked, reviewCadenceMonths);
}

/** Pages due or overdue on `asOf`, most overdue first; then watched claims whose day has come, oldest first. */
export function reviewList(pages: readonly ReviewedPage[], asOf: string) {
  const due: DuePage[] = pages
    .map((page) => {
      const next = nextReview(page.checked);
      return { path: page.path, checked: page.checked, due: next, daysOverdue: daysBetween(next, asOf) };
    })
    .filter((page) => page.daysOverdue >= 0)
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.path.localeCompare(b.path));
  const watches: DueWatch[] = pages
    .flatMap((page) => (page.watch ?? []).map((watch) => ({ ...watch, path: page.path })))
    .map((watch) => ({ ...watch, daysSince: daysBetween(watch.from, asOf) }))
    .filter((watch) => watch.daysSince >= 0)
    .sort((a, b) => b.daysSince - a.daysSince || a.path.localeCompare(b.path));
  return { due, watches };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The list as the command prints it: one line per due page, then one per watched claim. */
export function formatReviewList({ due, watches }: ReturnType<typeof reviewList>, asOf: string): string[] {
  const width = Math.max(0, ...due.map((page) => page.path.length), ...watches.map((watch) => watch.path.length));
  const lines = [
    `Content review as of ${asOf}: ${plural(due.length, "page")} due, ${plural(watches.length, "watched claim")} to look at.`,
  ];
  for (const page of due) {
    const when = page.daysOverdue === 0 ? "due today" : `${plural(page.daysOverdue, "day")} overdue`;
    lines.push(`page   ${page.path.padEnd(width)}  checked ${page.checked}, due ${page.due}, ${when}`);
  }
  for (const watch of watches) {
    lines.push(`watch  ${watch.path.padEnd(width)}  ${watch.what} (from ${watch.from}): ${watch.where}`);
  }
  return lines;
}
