/**
 * Rehype plugin for the MDX build: exports each content file's route
 * `handle`: its second-level headings ({ id, text }), its frontmatter, and
 * the cards of its related pages (from the validated content index), so the
 * content layout builds the table of contents, the head and the closing
 * grid from the file it renders, without loading the content index.
 * Runs after rehype-slug, which gives every heading its id.
 */
import { valueToEstree } from "estree-util-value-to-estree";
import { cardOf, type CardData } from "./card.ts";
import { loadContent, loadTranslations } from "./load.ts";

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

/**
 * The cards of the pages a content file lists as related, by its path
 * (…/content/<collection>/<slug>.mdx, or a translation's <slug>.<lang>.mdx). A
 * translation links the related page in its own language where one exists, else
 * the English page, whose card says so (`lang`: the page's language, for
 * "(Englisch)" and `hreflang`).
 */
export function relatedCards(path: string | undefined): CardData[] {
  const file = /\/content\/([a-z]+)\/([a-z0-9-]+)(?:\.([a-z]{2}))?\.mdx$/.exec(path ?? "");
  if (!file) return [];
  const locale = file[3] ?? "en";
  const sources = loadContent();
  const entries = locale === "en" ? sources : loadTranslations(sources);
  const entry = entries.find((candidate) => candidate.collection === file[1] && candidate.slug === file[2]);
  if (!entry || !("related" in entry.data)) return [];
  return entry.data.related.flatMap((slug) => {
    const translated = entries.find((candidate) => candidate.slug === slug && candidate.locale === locale);
    if (translated) return [cardOf(translated)];
    const source = sources.find((candidate) => candidate.slug === slug);
    return source ? [{ ...cardOf(source), ...(locale === "en" ? {} : { lang: "en" }) }] : [];
  });
}

export default function rehypeExportHeadings() {
  return (tree: Node, file: { path?: string }) => {
    // { headings: [...], related: [...], frontmatter }: the file's own frontmatter export (remark-mdx-frontmatter).
    const handle = valueToEstree({ headings: collectHeadings(tree), related: relatedCards(file.path) }) as {
      properties: unknown[];
    };
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
