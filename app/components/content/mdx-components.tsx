/**
 * How content (MDX) renders: the one place long-form text gets its elements.
 * Internal links load the page, external ones open in a new tab,
 * tables stack on a phone and scroll inside their own box beyond, section headings carry a copyable
 * anchor, and configuration values are components so no file types them out.
 * Block components (BudgetTable, Faq, ...) join these in the map the content
 * view gives every page (src/components/content/content-components.tsx).
 */
import type { MDXComponents } from "mdx/types";
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { anchoredHeading } from "~/components/content/anchored-heading";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { ExternalLink } from "~/components/ui/external-link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { accountDeletionDays, consent, minimumAge } from "~/config/constants";
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export function ContentLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

type WithChildren = { children?: ReactNode };

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return "";
}

/** The elements among a node's children whose tag is `tag`. */
function childrenOfType(node: ReactNode, tag: string): ReactElement<WithChildren>[] {
  return Children.toArray(node).filter(
    (child): child is ReactElement<WithChildren> => isValidElement<WithChildren>(child) && child.type === tag,
  );
}

/**
 * Each body cell labelled with its column's name (`data-label`), and explicit
 * table roles, so the layout that stacks the rows as cards on a phone
 * (`table-stack`, app.css) keeps both what each cell is and the table's semantics.
 */
function labelledRows(children: ReactNode): ReactNode {
  const header = childrenOfType(children, "thead")[0];
  const labels = childrenOfType(childrenOfType(header?.props.children, "tr")[0]?.props.children, "th").map((th) =>
    textOf(th.props.children),
  );
  const rows = (group: ReactElement<WithChildren>, cellRole: string, label: boolean) =>
    cloneElement<WithChildren & { role?: string }>(group, {
      role: "rowgroup",
      children: childrenOfType(group.props.children, "tr").map((tr, rowIndex) =>
        cloneElement<WithChildren & { role?: string }>(tr, {
          key: rowIndex,
          role: "row",
          children: Children.toArray(tr.props.children)
            .filter((cell) => isValidElement(cell))
            .map((cell, index) =>
              cloneElement<Record<string, unknown>>(cell as ReactElement<Record<string, unknown>>, {
                key: index,
                role: cellRole,
                ...(label && labels[index] ? { "data-label": labels[index] } : {}),
              }),
            ),
        }),
      ),
    });
  // Whitespace between a table's parts is no content (and no valid child of <table>).
  return Children.toArray(children).map((child) => {
    if (!isValidElement<WithChildren>(child)) return typeof child === "string" && child.trim() === "" ? null : child;
    if (child.type === "thead") return rows(child, "columnheader", false);
    if (child.type === "tbody") return rows(child, "cell", true);
    return child;
  });
}

/**
 * A content table: on a phone one card per row, each value under its column's
 * name (`table-stack`, app.css), so no reader scrolls sideways to find a value;
 * from 640 px a table that scrolls sideways inside its own box where it does
 * not fit.
 */
export function ContentTable({ children, ...props }: ComponentProps<"table">) {
  const locale = useLocale();
  return (
    <ScrollRegion label={m.table_label({}, { locale })} className="table-stack">
      <table role="table" {...props}>
        {labelledRows(children)}
      </table>
    </ScrollRegion>
  );
}

export const mdxComponents: MDXComponents = {
  a: ContentLink,
  h2: anchoredHeading("h2"),
  h3: anchoredHeading("h3"),
  table: ContentTable,
  // Configuration values, written as tags in content files.
  ProductName: () => siteConfig.name,
  SupportEmail: () => <ObfuscatedEmail />,
  MinimumAge: () => String(minimumAge),
  DeletionDays: () => String(accountDeletionDays),
  ConsentCookieDays: () => String(consent.cookieDays),
};
