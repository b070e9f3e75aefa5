// Icons by path, not through lucide-react's index: the shell chunk takes what the shell imports (scripts/chunk-groups.mjs).
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { homeSections, sectionNav, siteConfig } from "~/config/site";
import { timings } from "~/config/constants";
import { buttonClasses, IconButton } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/logo";
import { scrollBehavior } from "~/lib/motion";
import { cn } from "~/lib/cn";
import { DownloadButton } from "./download-button";
import { LanguageSwitch } from "./language-switch";
import { homePath, type Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { sectionHref, useSectionNavigation } from "./use-section-navigation";

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

/** Whether the home page's download section is on screen (10 % visible). */
function useDownloadSectionVisible(pathname: string): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const section = document.getElementById(homeSections.download);
    if (!section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting === true), {
      threshold: timings.downloadSectionThreshold,
    });
    observer.observe(section);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [pathname]);
  return visible;
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const home = homePath(locale);
  const goToSection = useSectionNavigation();
  const downloadVisible = useDownloadSectionVisible(pathname);
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setMenuOpenOn(null);
        menuButton.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuPanel.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpenOn(null);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  function onBrandClick(event: MouseEvent<HTMLAnchorElement>) {
    if (pathname !== home) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }

  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, section: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setMenuOpen(false);
    goToSection(section);
  }

  const links = (
    <>
      {sectionNav.map((item) => (
        <li key={item.section}>
          <a
            href={sectionHref(item.section, locale)}
            className={linkClass}
            onClick={(e) => onSectionClick(e, item.section)}
            data-section={item.section}
          >
            {sectionLabels[item.label](locale)}
          </a>
        </li>
      ))}
      <li>
        {/* The blog is English only: German pages say so (decisions.md, "What is German first"). */}
        <Link to="/blog" className={linkClass} hrefLang={locale === "en" ? undefined : "en"}>
          {m.nav_blog({}, { locale })}
          {locale !== "en" && <span className="font-normal"> {m.untranslated_marker({}, { locale })}</span>}
        </Link>
      </li>
    </>
  );

  return (
    <header
      id="site-header"
      className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur-md"
    >
      <div className="container-page flex h-16 items-center gap-2 md:h-18">
        <Link
          to={home}
          onClick={onBrandClick}
          data-brand=""
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-xl p-1 text-lg font-extrabold tracking-tight text-ink"
        >
          <LogoMark size={32} />
          <span>{siteConfig.name}</span>
        </Link>

        <nav aria-label={m.nav_main_label({}, { locale })} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          <LanguageSwitch className={cn(linkClass, "hidden sm:block")} />
          <DownloadButton
            size="nav"
            variant={downloadVisible ? "secondary" : "primary"}
            // The static site's script switches to this look while home's download section shows.
            buttonData={{ "data-outline-class": buttonClasses({ variant: "secondary", size: "nav" }) }}
          />
          <IconButton
            ref={menuButton}
            id="menu-button"
            label={menuOpen ? m.nav_menu_close({}, { locale }) : m.nav_menu_open({}, { locale })}
            shape="square"
            className="text-ink hover:bg-sand lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            // Both names, in the page's language, for the static site's menu script (src/scripts/menu.ts).
            data-label-open={m.nav_menu_open({}, { locale })}
            data-label-close={m.nav_menu_close({}, { locale })}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X size={22} /> : <Menu size={22} />}
          </IconButton>
        </div>
      </div>

      <div ref={menuPanel} id="mobile-menu" hidden={!menuOpen} className="border-t border-line bg-canvas lg:hidden">
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
