/**
 * Remark plugin for the MDX build: a content file that uses a block component
 * (<BudgetTable>, <Faq>, ...) gets the import of that component added, so
 * each page's chunk carries only the components it uses. (A shared
 * components map would put every block into every content page's first load.)
 * Content files stay free of import lines; the registry below is the list of
 * blocks a file may use.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  data?: unknown;
  value?: string;
}

const guides = "/app/components/guides";

export const blockModules: Record<string, string> = {
  AtAGlance: `${guides}/content-blocks.tsx`,
  Steps: `${guides}/content-blocks.tsx`,
  Tip: `${guides}/content-blocks.tsx`,
  BudgetTable: `${guides}/content-blocks.tsx`,
  PackingList: `${guides}/content-blocks.tsx`,
  TicketList: `${guides}/content-blocks.tsx`,
  Faq: `${guides}/faq.tsx`,
  FestivalVideo: `${guides}/festival-video.tsx`,
  OfferSteps: `${guides}/offer-steps.tsx`,
  GetAppButton: `${guides}/get-app-button.tsx`,
  ShopList: `${guides}/shop-list.tsx`,
  AppComparison: "/app/components/blog/app-comparison.tsx",
  CompareButtons: "/app/components/blog/app-comparison.tsx",
  GuideGrid: "/app/components/blog/guide-grid.tsx",
  // The operator's details: only the legal pages name them, so only they load the code.
  OperatorAddress: "/app/components/content/operator-details.tsx",
  OperatorPhone: "/app/components/content/operator-details.tsx",
  OperatorRegistration: "/app/components/content/operator-details.tsx",
  ContentResponsible: "/app/components/content/operator-details.tsx",
  SupervisoryAuthority: "/app/components/content/operator-details.tsx",
  DataProtectionOfficerContact: "/app/components/content/operator-details.tsx",
  IfDataProtectionOfficer: "/app/components/content/operator-details.tsx",
  IfNoDataProtectionOfficer: "/app/components/content/operator-details.tsx",
  LegalName: "/app/components/content/legal-basics.tsx",
  UiLabel: "/app/components/content/ui-label.tsx",
  LegalForm: "/app/components/content/operator-details.tsx",
  ServerLogRetention: "/app/components/content/operator-details.tsx",
  ProcessorTable: "/app/components/content/processor-table.tsx",
  GoverningLaw: "/app/components/content/legal-basics.tsx",
};

function usedBlocks(tree: Node): Set<string> {
  const used = new Set<string>();
  const visit = (node: Node) => {
    if (
      (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") &&
      node.name &&
      node.name in blockModules
    ) {
      used.add(node.name);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return used;
}

/** The repository, where the blocks' modules ("/app/...") are. */
const root = join(import.meta.dirname, "../..");

/**
 * A block's module for a content file in `locale`: its version in that language where one sits
 * beside it (`shop-list.de.tsx`, with the German shop texts), else the block's own.
 */
export function blockModule(name: string, locale: string | undefined): string {
  const source = blockModules[name]!;
  const localized = locale && source.replace(/\.tsx$/, `.${locale}.tsx`);
  return localized && existsSync(join(root, localized)) ? localized : source;
}

export default function remarkAutoImport() {
  return (tree: Node, file: { path?: string }) => {
    const locale = /\.([a-z]{2})\.mdx$/.exec(file.path ?? "")?.[1];
    const bySource = new Map<string, string[]>();
    for (const name of usedBlocks(tree)) {
      const source = blockModule(name, locale);
      bySource.set(source, [...(bySource.get(source) ?? []), name]);
    }
    const body: object[] = [...bySource].map(([source, names]) => ({
      type: "ImportDeclaration",
      specifiers: names.map((name) => ({
        type: "ImportSpecifier",
        imported: { type: "Identifier", name },
        local: { type: "Identifier", name },
      })),
      source: { type: "Literal", value: source },
      attributes: [],
    }));
    tree.children = [
      { type: "mdxjsEsm", value: "", data: { estree: { type: "Program", sourceType: "module", body } } },
      ...(tree.children ?? []),
    ];
  };
}
