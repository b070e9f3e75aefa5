import { describe, expect, it } from "vitest";
import rehypeContentTable from "./rehype-content-table";

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

const text = (value: string): Node => ({ type: "text", value });
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: "element",
  tagName,
  properties,
  children,
});

/** A Markdown table as remark-gfm and remark-rehype give it: whitespace between its parts. */
function markdownTable(): Node {
  const row = (tag: string, cells: (string | Node)[]) =>
    element("tr", [
      text("\n"),
      ...cells.flatMap((cell) => [element(tag, [typeof cell === "string" ? text(cell) : cell]), text("\n")]),
    ]);
  return element("table", [
    text("\n"),
    element("thead", [text("\n"), row("th", ["Name", element("strong", [text("Life")])]), text("\n")]),
    text("\n"),
    element("tbody", [
      text("\n"),
      row("td", ["cookieConsent", "12 months"]),
      text("\n"),
      row("td", ["_ga", element("em", [text("2 years")])]),
      text("\n"),
    ]),
    text("\n"),
  ]);
}

function run(tree: Node): Node {
  (rehypeContentTable() as (tree: Node) => void)(tree);
  return tree;
}

describe("rehype-content-table", () => {
  it("puts each table in a ContentTable box, in place", () => {
    const tree = run({ type: "root", children: [element("p", [text("Before")]), markdownTable(), text("\n")] });
    expect(tree.children?.map((node) => node.name ?? node.tagName ?? node.type)).toEqual(["p", "ContentTable", "text"]);
    const box = tree.children![1]!;
    expect(box.type).toBe("mdxJsxFlowElement");
    expect(box.children?.map((node) => node.tagName)).toEqual(["table"]);
  });

  it("gives every part its role and labels each body cell with its column's name", () => {
    const tree = run({ type: "root", children: [markdownTable()] });
    const table = tree.children![0]!.children![0]!;
    expect(table.properties?.role).toBe("table");
    // Whitespace between a table's parts is no content.
    expect(table.children?.map((node) => node.tagName)).toEqual(["thead", "tbody"]);
    const [head, body] = table.children!;
    expect(head!.properties?.role).toBe("rowgroup");
    expect(head!.children![0]!.properties?.role).toBe("row");
    expect(head!.children![0]!.children!.map((cell) => cell.properties)).toEqual([
      { role: "columnheader" },
      { role: "columnheader" },
    ]);
    expect(body!.properties?.role).toBe("rowgroup");
    expect(body!.children).toHaveLength(2);
    for (const row of body!.children!) {
      expect(row.properties?.role).toBe("row");
      // A header's whole text names its column, markup and all.
      expect(row.children!.map((cell) => cell.properties)).toEqual([
        { role: "cell", dataLabel: "Name" },
        { role: "cell", dataLabel: "Life" },
      ]);
    }
  });

  it("finds tables inside other elements, and leaves a page without any as it is", () => {
    const nested = run({ type: "root", children: [element("div", [markdownTable()])] });
    expect(nested.children![0]!.children![0]!.name).toBe("ContentTable");
    const plain = { type: "root", children: [element("p", [text("No table")])] };
    expect(run(structuredClone(plain))).toEqual(plain);
  });
});
