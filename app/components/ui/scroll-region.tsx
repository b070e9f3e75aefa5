import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The box a wide table sits in (`table-scroll`, app.css): it scrolls sideways
 * where the table does not fit, and on a phone many tables stack instead
 * (one card per row) and do not scroll at all. Its accessible name says
 * "scrolls sideways" only while it does, and it is a keyboard stop only then,
 * so keyboard users can scroll it. Without JavaScript it keeps the plain name
 * and stays focusable, since it may scroll.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  const locale = useLocale();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={cn("table-scroll", className)}
      role="region"
      aria-label={scrolls ? m.scroll_region_label({ label }, { locale }) : label}
      tabIndex={scrolls === false ? undefined : 0}
    >
      {children}
    </div>
  );
}
