/**
 * A button's or control's label quoted in running text (`<UiLabel name="share_button" />`), read
 * from the message catalog in the page's language, so the legal pages quote what the buttons say
 * and cannot drift from them. German pages quote „so“, English pages "so".
 */
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

const labels = {
  cookie_accept: m.cookie_accept,
  cookie_decline: m.cookie_decline,
  cookie_settings: m.cookie_settings,
  share_button: m.share_button,
  splitter_start_over: m.splitter_start_over,
  splitter_copy_link: m.splitter_copy_link,
};

export type UiLabelName = keyof typeof labels;

export function UiLabel({ name }: { name: UiLabelName }) {
  const locale = useLocale();
  const label = labels[name]({}, { locale });
  return locale === "de" ? `„${label}“` : `"${label}"`;
}
