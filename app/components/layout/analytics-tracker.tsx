import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "~/lib/analytics";

/**
 * Sends one page view per route change. Rendered before the page in the
 * layout, so its effect runs before the page's own (first visit, then view,
 * then page events).
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === location.key) return;
    last.current = location.key;
    trackPageView(location.pathname, location.search);
  }, [location.key, location.pathname, location.search]);
  return null;
}
