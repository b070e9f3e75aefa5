/**
 * A long page laid out in steps while it is parsed, not in one long task once it is all there.
 *
 * A guide or a legal page is 20,000 to 30,000 characters. Parsed before its stylesheet arrived, it
 * was styled and laid out in one task once the stylesheet came: 20 to 80 ms on a fast machine, about
 * four times that on a phone, during which the page answers no tap (docs/benchmarks.md, 2026-11-29,
 * "layout steps"). So the page carries, after about every `stepCharacters` of its text, an empty
 * element (`layoutStepTag`) whose behaviour reads a layout value as the parser inserts it, which
 * lays out what is parsed so far.
 *
 * One inline script before the text (`layoutStepsScript`, src/components/content/ContentBody.astro)
 * defines that element, and is itself the first step: it holds the parser until the stylesheet is
 * there, as every classic script does, and lays out the top of the page. Each step then lays out
 * only what was parsed since the one before, and the parser yields to the browser between its
 * chunks (about every 10 ms): the top of the page paints while the rest is being laid out, and no
 * task is long. The steps are elements, not scripts of their own: each script costs a compile and
 * a run of its own, which a phone counts as script time (docs/benchmarks.md, 2026-11-29, "layout
 * steps as elements"), while the element's behaviour is one function, called as each is inserted.
 *
 * Every word is in the document, and laid out, before the load event, so a reader's tools get the
 * whole text at once. Without JavaScript the elements stay empty and unknown, and the page reads as
 * before; the stylesheet hides them, so a step between two blocks makes no box.
 *
 * Where they go: between the blocks of the text and before the items of its long lists
 * (src/lib/rehype-layout-steps.ts), in the items of its Sources list, and before the parts that
 * follow it (src/views/content/Article.astro). In a list a step is an item's first child, since a
 * list holds only items.
 */

/** The steps' element: empty, hidden, unknown to a browser without JavaScript. */
export const layoutStepTag = "layout-step";

/**
 * The first step, which defines the others: reading a layout value lays out the document parsed so
 * far. A browser without custom elements lays the page out at this step and once it is parsed.
 */
export const layoutStepsScript = `document.body.offsetHeight;
window.customElements && customElements.define("${layoutStepTag}", class extends HTMLElement {
  connectedCallback() { document.body.offsetHeight; }
});`;

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
