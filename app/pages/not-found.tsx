import { usePage } from "~/lib/page";
import { ErrorPage } from "~/components/error-page";
import { pageIndex } from "~/lib/page-index";
import { staticPages } from "~/config/pages";
import { TextLink } from "~/components/ui/text-link";
import { absoluteUrl, siteConfig } from "~/config/site";
import { contentEntries } from "~/content";
import { buildMeta, type MetaFunction } from "~/lib/meta";
import { localeOfPath, localizePath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { useHydrated } from "~/lib/use-hydrated";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    title: m.not_found_meta_title({}, { locale }),
    description: m.not_found_description({}, { locale }),
    // Every unknown address serves this page; its own address is its language's /404.
    path: localizePath("/404", locale),
    noindex: true,
  });
};

/** Every page of the site, by path in lower case, for "Did you mean ...?" */
const knownPaths = new Map(
  [
    ...staticPages.map((page) => page.path),
    ...contentEntries.map((entry) => entry.path),
    // Every page in every language that has one.
    ...pageIndex.flatMap((versions) => Object.values(versions)),
  ].map((path) => [path.toLowerCase(), path]),
);

/** A page whose address differs from this one only in letter case or a trailing slash. */
function useIntendedPath(): string | undefined {
  const { path: pathname } = usePage();
  const hydrated = useHydrated();
  if (!hydrated) return undefined; // the prerendered page serves every unknown path
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const match = knownPaths.get(path.toLowerCase());
  return match && match !== pathname ? match : undefined;
}

export default function NotFound() {
  const intended = useIntendedPath();
  const locale = useLocale();
  return (
    <ErrorPage code="404" title={m.not_found_title({}, { locale })} message={m.not_found_message({}, { locale })}>
      {intended && (
        <p className="mt-8 text-lg">
          {m.not_found_did_you_mean({}, { locale })}{" "}
          <TextLink to={intended}>{absoluteUrl(intended).replace(/^https?:\/\//, "")}</TextLink>?
        </p>
      )}
      <p className="mt-10 text-ink-soft">
        {m.not_found_app_question({}, { locale })}{" "}
        <TextLink to={localizePath("/download", locale)}>
          {m.not_found_app_link({ name: siteConfig.name }, { locale })}
        </TextLink>
      </p>
    </ErrorPage>
  );
}
