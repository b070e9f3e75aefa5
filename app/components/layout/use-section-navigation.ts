import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { timings } from "~/config/constants";
import { scrollToSection } from "~/lib/motion";

/**
 * Goes to a home-page section (spec §2): on home it smooth-scrolls at once;
 * elsewhere it navigates to / first and scrolls after 300 ms.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: string) => {
      if (pathname === "/") {
        scrollToSection(section);
        return;
      }
      void navigate("/");
      window.setTimeout(() => scrollToSection(section), timings.sectionScrollDelayMs);
    },
    [pathname, navigate],
  );
}

export function sectionHref(section: string): string {
  return `/#${section}`;
}
