/**
 * A long page laid out in steps while it is parsed, not in one long task once it is all there.
 *
 * A guide or a legal page is 20,000 to 30,000 characters. Parsed before its stylesheet arrived, it
 * was styled and laid out in one task once the stylesheet came: 20 to 80 ms on a fast machine, about
 * four times that on a phone, during which the page answers no tap (docs/benchmarks.md, 2026-11-29,
 * "layout steps"). So the page carries, after about every `stepCharacters` of its text, a one-line
 * inline script that reads a layout value (`layoutStepScript`), which lays out what is parsed so
 * far. The first of them holds the parser until the stylesheet is there, as every classic script
 * does; each then lays out only what was parsed since the one before, and the parser yields to the
 * browser between its chunks (about every 10 ms): the top of the page paints while the rest is
 * being laid out, and no task is long. Every word is in the document, and laid out, before the
 * load event, so a reader's tools get the whole text at once; without JavaScript the page reads as
 * before. Every step is the same script, so the Content-Security-Policy allows them all with one
 * hash (scripts/postbuild.mjs).
 *
 * Where they go: between the blocks of the text (src/lib/rehype-layout-steps.ts), between the items
 * of its Sources list, and before the parts that follow it (src/views/content/Article.astro).
 */

/** What each step runs: reading a layout value lays out the document parsed so far. */
export const layoutStepScript = "document.body.offsetHeight";

/** About how much text (characters) one step lays out: about 3 ms on a fast machine, four times that on a phone. */
export const stepCharacters = 2500;

/**
 * For blocks of these text lengths, in order, whether a step goes before each: once the blocks
 * since the last step hold `every` characters, and before any block that long by itself, so that
 * a long block is laid out on its own. Never before the first.
 */
export function stepsBefore(lengths: readonly number[], every = stepCharacters): boolean[] {
  let since = 0;
  return lengths.map((length) => {
    const step = since > 0 && (since >= every || length >= every);
    if (step) since = 0;
    since += length;
    return step;
  });
}
