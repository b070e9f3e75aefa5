import { describe, expect, it } from "vitest";
import { layoutStepTag, stepCharacters } from "../../app/lib/layout-steps";
import rehypeLayoutSteps, { textLength } from "./rehype-layout-steps";

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  value?: unknown;
  attributes?: { type: string; name: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  children?: Node[];
};

const text = (value: string): Node => ({ type: "text", value });
const element = (tagName: string, children: Node[] = []): Node => ({
  type: "element",
  tagName,
  properties: {},
  children,
});
const paragraph = (length: number) => element("p", [text("x".repeat(length))]);
const newline = text("\n");

function run(tree: Node): Node {
  (rehypeLayoutSteps() as (tree: Node) => void)(tree);
  return tree;
}

const isStep = (node: Node) => node.type === "element" && node.tagName === layoutStepTag && !node.children?.length;
const shape = (nodes: Node[] = []) =>
  nodes
    .filter((node) => node !== newline)
    .map((node) => (isStep(node) ? "step" : (node.tagName ?? node.name ?? node.type)));

describe("rehype-layout-steps", () => {
  it("puts a step between the blocks of a long text, after about every step's worth of it", () => {
    const third = Math.ceil(stepCharacters / 3);
    const tree = run({
      type: "root",
      children: [
        element("h2", [text("Title")]),
        newline,
        ...Array.from({ length: 6 }, () => [paragraph(third), newline]).flat(),
      ],
    });
    expect(shape(tree.children)).toEqual(["h2", "p", "p", "p", "step", "p", "p", "p"]);
    expect(tree.children?.filter(isStep)).toHaveLength(1);
  });

  it("keeps a heading with the block after it", () => {
    const tree = run({
      type: "root",
      children: [
        paragraph(stepCharacters),
        element("h2", [text("Title")]),
        element("h3", [text("Sub")]),
        paragraph(stepCharacters),
      ],
    });
    expect(shape(tree.children)).toEqual(["p", "step", "h2", "h3", "p"]);
  });

  it("adds nothing to a short text", () => {
    const tree = run({ type: "root", children: [paragraph(100), newline, paragraph(200)] });
    expect(tree.children?.some(isStep)).toBe(false);
  });

  it("goes first in an item of a long list, which holds only items", () => {
    const item = () => element("li", [text("y".repeat(stepCharacters / 2))]);
    const list = element("ul", [newline, item(), newline, item(), newline, item(), newline, item(), newline]);
    run({ type: "root", children: [paragraph(10), list] });
    expect(shape(list.children)).toEqual(["li", "li", "li", "li"]);
    expect(list.children!.filter((node) => node.tagName === "li").map((li) => shape(li.children))).toEqual([
      ["text"],
      ["text"],
      ["step", "text"],
      ["text"],
    ]);
  });

  it("counts the text a block component carries in its props, and never goes inside it", () => {
    const faq: Node = {
      type: "mdxJsxFlowElement",
      name: "Faq",
      attributes: [
        {
          type: "mdxJsxAttribute",
          name: "items",
          value: { type: "mdxJsxAttributeValueExpression", value: "z".repeat(3000) },
        },
      ],
      children: [],
    };
    expect(textLength(faq)).toBe(3000);
    const tree = run({ type: "root", children: [paragraph(300), faq, paragraph(300)] });
    expect(shape(tree.children)).toEqual(["p", "step", "Faq", "step", "p"]);
  });
});
