import { ErrorPage } from "~/components/error-page";
import { TextLink } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath, localizePath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    title: m.not_found_meta_title({}, { locale }),
    description: m.not_found_description({}, { locale }),
    // Every unknown address serves this page; its path (its language's /404) names its language.
    path: localizePath("/404", locale),
    addressless: true,
    noindex: true,
  });
};

/**
 * Every unknown address gets this page. Its "Did you mean …?" line, for an address that differs
 * from a page's only in letter case or a trailing slash, is the page's script's
 * (src/views/not-found.astro, src/scripts/did-you-mean.ts).
 */
export default function NotFound() {
  const locale = useLocale();
  return (
    <ErrorPage code="404" title={m.not_found_title({}, { locale })} message={m.not_found_message({}, { locale })}>
      <p className="mt-10 text-ink-soft">
        {m.not_found_app_question({}, { locale })}{" "}
        <TextLink to={localizePath("/download", locale)}>
          {m.not_found_app_link({ name: siteConfig.name }, { locale })}
        </TextLink>
      </p>
    </ErrorPage>
  );
}
