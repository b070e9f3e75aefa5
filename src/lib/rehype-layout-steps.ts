/**
 * Rehype plugin for the content files (astro.config.ts): the layout steps between the blocks of a
 * page's text (app/lib/layout-steps.ts says why). A step goes between two top-level blocks (a
 * paragraph, a heading, a table, a block component) or, in a long list, first in an item (a list
 * holds only items), never in a block component's own markup.
 */
import { layoutStepTag, stepCharacters, stepsBefore } from "../../app/lib/layout-steps";

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: { value?: unknown }[];
  children?: Node[];
}

/** The text a node renders, in characters; a block component's, from the data its props carry. */
export function textLength(node: Node): number {
  if (node.type === "text") return typeof node.value === "string" ? node.value.length : 0;
  const own = (node.attributes ?? []).reduce((sum, attribute) => {
    const value = attribute.value;
    if (typeof value === "string") return sum + value.length;
    const source = (value as { value?: unknown } | null | undefined)?.value;
    return sum + (typeof source === "string" ? source.length : 0);
  }, 0);
  return own + (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

const isBlock = (node: Node) => node.type === "element" || node.type === "mdxJsxFlowElement";
const isList = (node: Node) => node.type === "element" && (node.tagName === "ul" || node.tagName === "ol");

function step(): Node {
  return { type: "element", tagName: layoutStepTag, properties: {}, children: [] };
}

const isHeading = (node: Node) => node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "");

/**
 * `parent`'s children with a step before each block `stepsBefore` picks (whitespace passes), or in
 * a list, first in each item it picks. A heading keeps the block after it: the step goes before the
 * heading instead, since the text's styles set the space after a heading by what follows it
 * (`h2 + *`).
 */
function withSteps(parent: Node): void {
  const children = parent.children ?? [];
  const blocks = children.filter(isBlock);
  const steps = stepsBefore(blocks.map(textLength));
  for (let i = 1; i < blocks.length; i++) {
    if (!steps[i]) continue;
    let j = i;
    while (j > 0 && isHeading(blocks[j - 1]!)) j--;
    steps[i] = false;
    if (j > 0) steps[j] = true;
  }
  const before = new Set(blocks.filter((_, i) => steps[i]));
  if (isList(parent)) for (const item of before) item.children = [step(), ...(item.children ?? [])];
  else parent.children = children.flatMap((child) => (before.has(child) ? [step(), child] : [child]));
}

export default function rehypeLayoutSteps() {
  return (tree: Node) => {
    for (const child of tree.children ?? []) if (isList(child) && textLength(child) > stepCharacters) withSteps(child);
    withSteps(tree);
  };
}
