import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** The head of /email-confirmed and /de/email-confirmed; the page itself is src/views/email-confirmed.astro. */
export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.confirm_meta_title({}, { locale }),
    description: m.confirm_meta_description({ name: siteConfig.name }, { locale }),
    path: "/email-confirmed",
  });
};
