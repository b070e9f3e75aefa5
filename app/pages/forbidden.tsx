import { ErrorPage } from "~/components/error-page";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.forbidden_title({}, { locale }),
    description: m.forbidden_description({}, { locale }),
    path: "/403",
  });
};

export default function Forbidden() {
  const locale = useLocale();
  return (
    <ErrorPage code="403" title={m.forbidden_title({}, { locale })} message={m.forbidden_message({}, { locale })} />
  );
}
