import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { timings } from "~/config/constants";
import { scrollToSection } from "~/lib/motion";
import { homePath, localeOfPath, type Locale } from "~/lib/locale";

/** Scrolls to a section once the page that holds it has rendered (a few frames at most). */
function scrollWhenRendered(section: string, frames = 60) {
  if (scrollToSection(section) || frames === 0) return;
  window.requestAnimationFrame(() => scrollWhenRendered(section, frames - 1));
}

/**
 * Goes to a home-page section (spec §2): on home it smooth-scrolls at once;
 * elsewhere it navigates to home (the page's language's: / or /de) first and
 * scrolls after 300 ms.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: string) => {
      const home = homePath(localeOfPath(pathname));
      if (pathname === home) {
        scrollToSection(section);
        return;
      }
      const arrived = Promise.resolve(navigate(home));
      window.setTimeout(() => {
        // On a slow connection home may not be there yet: scroll as soon as it is.
        if (!scrollToSection(section)) void arrived.then(() => scrollWhenRendered(section));
      }, timings.sectionScrollDelayMs);
    },
    [pathname, navigate],
  );
}

export function sectionHref(section: string, locale: Locale = "en"): string {
  return `${homePath(locale)}#${section}`;
}
