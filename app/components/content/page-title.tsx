import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Locale } from "~/config/locales";

/**
 * The h1 of a content or legal page. German compounds ("Datenschutzerklärung") are wider than a
 * phone at 2.25rem, and not every browser hyphenates them: on a phone a German title scales with
 * the screen instead.
 */
export function PageTitle({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <h1
      className={cn(
        locale === "de" ? "text-[min(2.25rem,8.4vw)] leading-[1.11]" : "text-4xl",
        "font-extrabold tracking-tight text-balance sm:text-5xl",
      )}
    >
      {children}
    </h1>
  );
}
