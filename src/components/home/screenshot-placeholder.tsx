import type { Locale } from "~/config/locales";
import { m } from "~/paraglide/messages.js";

/**
 * What an app screenshot becomes when its image fails to load (spec §8), prerendered in the page's
 * language inside a <template>: src/scripts/home/screenshot-fallback.ts puts it in place of the
 * failed picture, the image's alt text after it for screen readers. The markup is the one
 * app/components/ui/app-screenshot.tsx draws.
 */
export function ScreenshotPlaceholder({ locale }: { locale: Locale }) {
  return (
    <template data-screenshot-placeholder="">
      <div className="absolute inset-0 flex items-center justify-center bg-sand p-6 text-center">
        <p className="text-sm font-semibold text-ink-soft">
          {m.screen_placeholder({}, { locale })}
          <span className="sr-only" data-screenshot-alt="" />
        </p>
      </div>
    </template>
  );
}
