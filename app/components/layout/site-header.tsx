import Menu from "lucide-react/icons/menu";
import { sectionNav, siteConfig } from "~/config/site";
import { buttonClasses, IconButton } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/logo";
import { cn } from "~/lib/cn";
import { DownloadButton } from "./download-button";
import { LanguageSwitch } from "./language-switch";
import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { sectionHref } from "./section-href";

const linkClass =
  "rounded-lg px-3 py-2 text-[0.95rem] font-semibold text-ink-soft transition-colors hover:bg-sand hover:text-ink";

/**
 * The section links' labels. Each message is called by name: a computed `m[key]` would make the
 * bundler keep every message of the catalog, in every language, in every page.
 */
const sectionLabels: Record<(typeof sectionNav)[number]["label"], (locale: Locale) => string> = {
  nav_features: (locale) => m.nav_features({}, { locale }),
  nav_how_it_works: (locale) => m.nav_how_it_works({}, { locale }),
  nav_guides: (locale) => m.nav_guides({}, { locale }),
};

/**
 * The site's header as the page's HTML has it: the menu closed, the download button filled. The
 * menu, the section links' scrolling and the download button's outline while home's download
 * section is on screen are the site script's (src/scripts/menu.ts, sections.ts, header-download.ts).
 */
export function SiteHeader() {
  const locale = useLocale();
  const home = homePath(locale);

  const links = (
    <>
      {sectionNav.map((item) => (
        <li key={item.section}>
          <a href={sectionHref(item.section, locale)} className={linkClass} data-section={item.section}>
            {sectionLabels[item.label](locale)}
          </a>
        </li>
      ))}
      <li>
        {/* The blog is English only: German pages say so (decisions.md, "What is German first"). */}
        <a href="/blog" className={linkClass} hrefLang={locale === "en" ? undefined : "en"}>
          {m.nav_blog({}, { locale })}
          {locale !== "en" && <span className="font-normal"> {m.untranslated_marker({}, { locale })}</span>}
        </a>
      </li>
    </>
  );

  return (
    <header
      id="site-header"
      className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur-md"
    >
      <div className="container-page flex h-16 items-center gap-2 md:h-18">
        <a
          href={home}
          data-brand=""
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-xl p-1 text-lg font-extrabold tracking-tight text-ink"
        >
          <LogoMark size={32} />
          {/* Under 390 px the bar holds the mark, the download button and the menu: the name is
              still the link's, for screen readers. */}
          <span className="max-[389px]:sr-only">{siteConfig.name}</span>
        </a>

        <nav aria-label={m.nav_main_label({}, { locale })} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          <LanguageSwitch className={cn(linkClass, "hidden sm:block")} />
          <DownloadButton
            size="nav"
            variant="primary"
            // The page's script switches to this look while home's download section shows.
            buttonData={{ "data-outline-class": buttonClasses({ variant: "secondary", size: "nav" }) }}
          />
          <IconButton
            id="menu-button"
            label={m.nav_menu_open({}, { locale })}
            shape="square"
            className="text-ink hover:bg-sand lg:hidden"
            aria-expanded={false}
            aria-controls="mobile-menu"
            // Both names, in the page's language, for the menu script (src/scripts/menu.ts).
            data-label-open={m.nav_menu_open({}, { locale })}
            data-label-close={m.nav_menu_close({}, { locale })}
          >
            <Menu size={22} />
          </IconButton>
        </div>
      </div>

      <div id="mobile-menu" hidden className="border-t border-line bg-canvas lg:hidden">
        <nav aria-label={m.nav_mobile_label({}, { locale })} className="container-page py-3">
          <ul className="flex flex-col gap-1 [&_a]:block [&_a]:py-3">
            {links}
            <li>
              <LanguageSwitch className={linkClass} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
