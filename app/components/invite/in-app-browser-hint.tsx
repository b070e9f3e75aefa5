import { Copy } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Phone } from "~/lib/invite-links";
import type { InAppBrowser } from "~/lib/platform";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import type { Locale } from "~/config/locales";
import { slot, withParts } from "~/lib/rich-text";

/** Each app's own name, as the hint says it (the invite page's script gets them from src/views/invite.astro). */
export const appNames: Record<InAppBrowser, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  messenger: "Messenger",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  gmail: "Gmail",
  snapchat: "Snapchat",
  twitter: "X",
  pinterest: "Pinterest",
  line: "LINE",
  wechat: "WeChat",
};

/** The menu entry each app uses to leave its built-in browser. */
export function menuEntry(app: InAppBrowser, browser: string, locale: Locale): string {
  switch (app) {
    case "instagram":
    case "facebook":
    case "messenger":
      return m.invite_menu_external({}, { locale });
    case "gmail":
    case "twitter":
    case "wechat":
      return m.invite_menu_in({ browser }, { locale });
    default:
      return m.invite_menu_browser({}, { locale });
  }
}

/**
 * Shown inside social and mail apps, whose built-in browsers cannot hand a
 * link to another app: how to get to the real browser, or copy the link. The
 * page's script (src/islands/invite.ts) names the visitor's app in it and
 * copies the invite link from its button.
 */
export function InAppBrowserHint({ app, platform }: { app: InAppBrowser; platform: Phone }) {
  const browser = platform === "ios" ? "Safari" : "Chrome";
  // iOS apps show a horizontal "⋯" menu, Android apps a vertical "⋮" one.
  const dots = platform === "ios" ? "⋯" : "⋮";
  const locale = useLocale();
  const text = m.invite_hint_text(
    { app: appNames[app], browser, dots: slot("dots"), entry: slot("entry") },
    { locale },
  );
  return (
    <section
      aria-labelledby="in-app-hint"
      className="mt-8 rounded-card border border-sun/60 bg-[#fff8e6] p-5 text-left sm:p-6"
    >
      <h2 id="in-app-hint" className="text-lg font-bold">
        {m.invite_hint_title({ browser }, { locale })}
      </h2>
      <p className="mt-2 leading-relaxed text-ink-soft">
        {withParts(text, {
          dots: (
            <>
              <span aria-hidden="true" className="font-bold text-ink">
                {dots}
              </span>
              <span className="sr-only">{m.invite_three_dot({}, { locale })}</span>
            </>
          ),
          entry: <strong className="text-ink">{menuEntry(app, browser, locale)}</strong>,
        })}
      </p>
      <CopyLink />
    </section>
  );
}

/** The copy button and the line that says "Link copied" (or, where copying fails, the script shows the link to select). */
function CopyLink() {
  const locale = useLocale();
  return (
    <div className="mt-4">
      <Button variant="secondary" size="sm">
        <Copy size={18} />
        {m.share_copy({}, { locale })}
      </Button>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-success"></p>
    </div>
  );
}
