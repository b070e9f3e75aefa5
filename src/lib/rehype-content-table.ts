/**
 * Rehype plugin for the content files (astro.config.ts): what `ContentTable`
 * (app/components/content/mdx-components.tsx) would do by reading its children, done on
 * the syntax tree, since a React component rendered by Astro gets its children as finished HTML.
 * Each body cell is labelled with its column's name (`data-label`), and the table's parts get
 * explicit roles, so the layout that stacks the rows as cards on a phone (`table-stack`, app.css)
 * keeps both what each cell is and the table's semantics. The table goes into a `ContentTable`
 * element, the box the page's components map provides (src/components/content/content-components.tsx).
 */

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: unknown[];
  children?: Node[];
}

/** The element children of `node` whose tag is `tag`. */
function childrenOfType(node: Node | undefined, tag: string): Node[] {
  return (node?.children ?? []).filter((child) => child.type === "element" && child.tagName === tag);
}

function textOf(node: Node): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/** Whitespace between a table's parts is no content (React left it out too). */
function withoutWhitespace(node: Node): Node[] {
  return (node.children ?? []).filter((child) => !(child.type === "text" && (child.value ?? "").trim() === ""));
}

function labelRows(group: Node, cellRole: string, labels: string[] | null): void {
  group.properties = { ...group.properties, role: "rowgroup" };
  group.children = childrenOfType(group, "tr");
  for (const row of group.children) {
    row.properties = { ...row.properties, role: "row" };
    row.children = (row.children ?? []).filter((cell) => cell.type === "element");
    row.children.forEach((cell, index) => {
      const label = labels?.[index];
      cell.properties = { ...cell.properties, role: cellRole, ...(label ? { dataLabel: label } : {}) };
    });
  }
}

/** The table labelled in place: roles on every part, each body cell named by its column. */
export function labelTable(table: Node): void {
  const head = childrenOfType(table, "thead")[0];
  const labels = childrenOfType(childrenOfType(head, "tr")[0], "th").map(textOf);
  table.properties = { role: "table", ...table.properties };
  table.children = withoutWhitespace(table);
  for (const part of table.children) {
    if (part.tagName === "thead") labelRows(part, "columnheader", null);
    if (part.tagName === "tbody") labelRows(part, "cell", labels);
  }
}

export default function rehypeContentTable() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === "element" && child.tagName === "table") {
          labelTable(child);
          return { type: "mdxJsxFlowElement", name: "ContentTable", attributes: [], children: [child] };
        }
        // A block component's own tables (BudgetTable, AppComparison) are in its code, not here.
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
