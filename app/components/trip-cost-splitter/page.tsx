import { useMemo, type ReactNode } from "react";
import type { MetaDescriptor } from "~/content/meta";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { DownloadCallToAction } from "~/components/guides/call-to-action";
import { TripCostSplitter } from "./splitter";
import { Container } from "~/components/ui/container";
import { counterpartOf } from "~/content/page-index";
import { socialImagePaths } from "~/config/social-pages.mjs";
import { siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { homePath, localeOfPath } from "~/lib/locale";
import { buildMeta } from "~/content/meta";
import { PageCampaignContext } from "~/lib/page-campaign";
import { splitterText } from "~/lib/splitter/paraglide-text";
import { breadcrumbJsonLd, webApplicationJsonLd } from "~/content/structured-data";
import { toolCampaign } from "~/lib/tracking";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The English page's path; the German one (/de/reisekosten-teilen) comes from the page index. */
const path = "/trip-cost-splitter";

function crumbsOf(locale: Locale) {
  return [
    { name: m.breadcrumb_home({}, { locale }), path: homePath(locale) },
    { name: m.splitter_title({}, { locale }), path: counterpartOf(path, locale) ?? path },
  ];
}

/** The head of the splitter page in the language of `pathname`. */
export function splitterMeta(pathname: string): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  const description = m.splitter_meta_description({}, { locale });
  return buildMeta({
    locale,
    title: m.splitter_meta_title({}, { locale }),
    description,
    path,
    image: locale === "de" ? socialImagePaths.tripCostSplitterDe : socialImagePaths.tripCostSplitter,
    imageAlt: m.splitter_meta_image_alt({}, { locale }),
    jsonLd: [
      webApplicationJsonLd({
        name: m.splitter_app_name({}, { locale }),
        description,
        path: counterpartOf(path, locale) ?? path,
        category: "FinanceApplication",
        operatingSystem: m.splitter_ld_operating_system({}, { locale }),
        browserRequirements: m.splitter_ld_browser_requirements({}, { locale }),
      }),
      breadcrumbJsonLd(crumbsOf(locale)),
    ],
  });
}

/**
 * /trip-cost-splitter (issue 26), in German /de/reisekosten-teilen (issue 32): a calculator that
 * runs only in the browser. The prerendered page has the empty calculator and the explainer;
 * without JavaScript it says the calculator needs it and still shows the explainer. Its shared
 * links are the same in both languages: a link made on one page opens on the other. Each language
 * has its own route module, which passes its explainer (written in that language).
 *
 * `splitter` stands in for the calculator where it runs apart from the page: the static site
 * renders the page at build time and the calculator as an island of its own (src/islands).
 */
export function SplitterPage({ explainer, splitter }: { explainer: ReactNode; splitter?: ReactNode }) {
  const locale = useLocale();
  const o = { locale };
  return (
    <PageCampaignContext value={toolCampaign("trip-cost-splitter")}>
      <Container className="py-10 md:py-14">
        <Breadcrumb crumbs={crumbsOf(locale)} />
        <header className="mt-8 max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{m.splitter_title({}, o)}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">{m.splitter_intro({}, o)}</p>
        </header>
        {splitter ?? <PageSplitter />}
        <div className="mt-16 max-w-3xl">
          <DownloadCallToAction
            problem={m.splitter_cta_problem({ name: siteConfig.name }, o)}
            solution={m.splitter_cta_solution({ name: siteConfig.name }, o)}
            button={m.splitter_cta_button({}, o)}
          />
        </div>
        {explainer}
      </Container>
    </PageCampaignContext>
  );
}

/** The calculator in the page's language, its words from the message catalog. */
function PageSplitter() {
  const locale = useLocale();
  // One object per language: the calculator opens a shared link again when its words change.
  const text = useMemo(() => splitterText(locale), [locale]);
  return <TripCostSplitter text={text} />;
}
