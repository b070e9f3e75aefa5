/**
 * The components a content file renders with (`<Content components={...} />`): the elements and
 * configuration tags of app/components/content/mdx-components.tsx, the block components a file may
 * use (`blocks`; a unit test checks that it covers every tag a content file names) and the box of a Markdown table
 * (`ContentTable`, which src/lib/rehype-content-table.ts puts around each table).
 *
 * Blocks render at build time and ship nothing, so one map holds them all. A
 * block with a version for a language (`shop-list.de.tsx`, the German shop texts) gets that
 * version on the language's pages. Every component is bound to the page (`inPage`): its language
 * and its in-site campaign.
 */
import type { ComponentType, ReactNode } from "react";
import { AppComparison, CompareButtons } from "~/components/blog/app-comparison";
import { GuideGrid } from "~/components/blog/guide-grid";
import { GoverningLaw, LegalName } from "~/components/content/legal-basics";
import { ProcessorTable } from "~/components/content/processor-table";
import { UiLabel } from "~/components/content/ui-label";
import { mdxComponents } from "~/components/content/mdx-components";
import {
  ContentResponsible,
  DataProtectionOfficerContact,
  IfDataProtectionOfficer,
  IfNoDataProtectionOfficer,
  LegalForm,
  OperatorAddress,
  OperatorPhone,
  OperatorRegistration,
  ServerLogRetention,
  SupervisoryAuthority,
} from "~/components/content/operator-details";
import { AtAGlance, BudgetTable, PackingList, Steps, TicketList, Tip } from "~/components/guides/content-blocks";
import { Faq } from "~/components/guides/faq";
import { FestivalVideo } from "~/components/guides/festival-video";
import { GetAppButton } from "~/components/guides/get-app-button";
import { OfferSteps } from "~/components/guides/offer-steps";
import { ShopList } from "~/components/guides/shop-list";
import { ShopList as ShopListDe } from "~/components/guides/shop-list.de";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { Locale } from "~/config/locales";
import type { Campaign } from "~/lib/tracking";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import type { Page } from "~/lib/page";
import { inPage } from "./in-page";
import { SupportEmail } from "./support-email";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a map of components, each with its own props
type AnyComponent = ComponentType<any>;

/** The block components by the name a content file writes. */
const blocks: Record<string, AnyComponent> = {
  AtAGlance,
  Steps,
  Tip,
  BudgetTable,
  PackingList,
  TicketList,
  Faq,
  FestivalVideo,
  OfferSteps,
  GetAppButton,
  ShopList,
  AppComparison,
  CompareButtons,
  GuideGrid,
  OperatorAddress,
  OperatorPhone,
  OperatorRegistration,
  ContentResponsible,
  SupervisoryAuthority,
  DataProtectionOfficerContact,
  IfDataProtectionOfficer,
  IfNoDataProtectionOfficer,
  LegalName,
  LegalForm,
  ServerLogRetention,
  ProcessorTable,
  GoverningLaw,
  UiLabel,
};

/** Blocks with a version of their own in a language (its module `<name>.<lang>.tsx`). */
const localized: Partial<Record<Locale, Record<string, AnyComponent>>> = {
  de: { ShopList: ShopListDe },
};

/** The block components of a page in `locale`. */
export function blocksIn(locale: Locale): Record<string, AnyComponent> {
  return { ...blocks, ...localized[locale] };
}

/**
 * A Markdown table's box (the `ContentTable` of mdx-components.tsx, its cells labelled by
 * src/lib/rehype-content-table.ts): one card per row on a phone, scrolling sideways in its own box
 * beyond where it does not fit.
 */
function ContentTable({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  return (
    <ScrollRegion label={m.table_label({}, { locale })} className="table-stack">
      {children}
    </ScrollRegion>
  );
}

/** Every component a content file of `page` renders with, bound to the page and its campaign. */
export function contentComponents(page: Page, campaign: Campaign | null): Record<string, AnyComponent> {
  // A table's cells are labelled at build time (rehype-content-table): no component reads them.
  const { table: _table, ...elements } = mdxComponents as Record<string, AnyComponent>;
  const all: Record<string, AnyComponent> = { ...elements, SupportEmail, ...blocksIn(page.locale), ContentTable };
  return Object.fromEntries(Object.entries(all).map(([name, component]) => [name, inPage(component, page, campaign)]));
}
