/**
 * `npm run content:due -- --as-of YYYY-MM-DD` (default: today, UTC): the pages due for their
 * quarterly review on that day (three months after their `checked` date) and the watched claims
 * (`watch` in a page's frontmatter) whose day has come. A due page is work to do, not a broken
 * build: it always exits 0, except on a date it cannot read.
 */
import { parseArgs } from "node:util";
import { loadContent, loadTranslations } from "../app/content/load.ts";
import { formatReviewList, parseIsoDay, reviewList } from "../app/content/review.ts";

let given;
try {
  ({
    values: { "as-of": given },
  } = parseArgs({ options: { "as-of": { type: "string" } } }));
} catch (error) {
  console.error(`content:due: ${error.message}\nUsage: npm run content:due -- [--as-of YYYY-MM-DD]   (default: today)`);
  process.exit(2);
}
const asOf = given === undefined ? new Date().toISOString().slice(0, 10) : parseIsoDay(given);
if (!asOf) {
  console.error(`content:due: "${given}" is not a calendar date written YYYY-MM-DD, like 2027-06-01.`);
  process.exit(2);
}

// Translations are reviewed on their own dates: a German page checks its German sources too.
const sources = loadContent();
const pages = [...sources, ...loadTranslations(sources)]
  .filter((entry) => "checked" in entry.data)
  .map((entry) => ({ path: entry.path, checked: entry.data.checked, watch: entry.data.watch }));
console.log(formatReviewList(reviewList(pages, asOf), asOf).join("\n"));
