/**
 * Rehype plugin for the MDX build: exports each content file's route
 * `handle`: its second-level headings ({ id, text }) and its frontmatter, so
 * the content layout can build the table of contents and the head from the
 * file it renders, without loading the content index.
 * Runs after rehype-slug, which gives every heading its id.
 */
import { valueToEstree } from "estree-util-value-to-estree";

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

export interface Heading {
  id: string;
  text: string;
}

function textOf(node: Node): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

export function collectHeadings(tree: Node, tagName = "h2"): Heading[] {
  const headings: Heading[] = [];
  const visit = (node: Node) => {
    if (node.type === "element" && node.tagName === tagName && typeof node.properties?.id === "string") {
      headings.push({ id: node.properties.id, text: textOf(node).trim() });
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return headings;
}

export default function rehypeExportHeadings() {
  return (tree: Node) => {
    // { headings: [...], frontmatter }: the file's own frontmatter export (remark-mdx-frontmatter).
    const handle = valueToEstree({ headings: collectHeadings(tree) }) as { properties: unknown[] };
    handle.properties.push({
      type: "Property",
      key: { type: "Identifier", name: "frontmatter" },
      value: { type: "Identifier", name: "frontmatter" },
      kind: "init",
      computed: false,
      method: false,
      shorthand: false,
    });
    tree.children = [
      ...(tree.children ?? []),
      {
        type: "mdxjsEsm",
        value: "",
        data: {
          estree: {
            type: "Program",
            sourceType: "module",
            body: [
              {
                type: "ExportNamedDeclaration",
                specifiers: [],
                source: null,
                attributes: [],
                declaration: {
                  type: "VariableDeclaration",
                  kind: "const",
                  declarations: [
                    {
                      type: "VariableDeclarator",
                      id: { type: "Identifier", name: "handle" },
                      init: handle,
                    },
                  ],
                },
              },
            ],
          },
        },
      } as Node,
    ];
  };
}
