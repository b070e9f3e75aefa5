/**
 * The processors the privacy policy names (legal review M2; decisions.md, "Legal pages invent no
 * vendor"): one row per provider, from the deployment values (app/config/processors.mjs), with what
 * it does for us, the country where it processes the information, in the page's language, and how
 * a transfer there is protected. Where a deletion endpoint is set, whoever runs it is a row too.
 * An MDX tag (src/components/content/content-components.tsx), in both languages' privacy policies.
 */
import * as deploy from "virtual:deploy-values";
import { deletionProcessor, parseProcessors, processorRoles, type ProcessorRole } from "~/config/processors.mjs";
import { siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { ContentTable } from "./mdx-components";

/** A processor value of this build, by its name in the table (rendered at build: nothing reaches the browser). */
const valueOf = (name: string): string => (deploy as Record<string, string | undefined>)[name] ?? "";

const roleText = {
  hosting: m.processor_role_hosting,
  email: m.processor_role_email,
  ai: m.processor_role_ai,
  push: m.processor_role_push,
  deletion: m.processor_role_deletion,
} satisfies Record<ProcessorRole, unknown>;

const safeguardText: Record<string, (inputs: object, options: { locale: Locale }) => string> = {
  eea: m.processor_safeguard_eea,
  adequacy: m.processor_safeguard_adequacy,
  dpf: m.processor_safeguard_dpf,
  scc: m.processor_safeguard_scc,
};

/** A country code's name in the page's language ("US": "United States", "Vereinigte Staaten"). */
function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return m.processor_not_set({}, { locale });
  return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
}

export function ProcessorTable() {
  const locale = useLocale();
  const o = { locale };
  const roles = siteConfig.deletionEndpoint ? [...processorRoles, deletionProcessor] : processorRoles;
  return (
    <ContentTable>
      <thead>
        <tr>
          <th>{m.processor_column_name({}, o)}</th>
          <th>{m.processor_column_role({}, o)}</th>
          <th>{m.processor_column_country({}, o)}</th>
          <th>{m.processor_column_safeguard({}, o)}</th>
        </tr>
      </thead>
      <tbody>
        {roles.flatMap(({ role, name: variable }) =>
          parseProcessors(valueOf(variable)).map(({ name, country, safeguard }) => (
            <tr key={`${role}-${name}`}>
              <td>{name}</td>
              <td>{roleText[role]({}, o)}</td>
              <td>{countryName(country, locale)}</td>
              <td>{safeguardText[safeguard]?.({}, o) ?? m.processor_not_set({}, o)}</td>
            </tr>
          )),
        )}
      </tbody>
    </ContentTable>
  );
}
