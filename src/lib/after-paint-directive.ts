/**
 * `client:after-paint`: an island hydrates when the page's scripts start, once the whole parsed page
 * has painted (app/lib/after-paint.ts), so that its code, like theirs, never shares the connection
 * with the page's first paint. Registered in astro.config.ts; Astro inlines it into the pages that
 * use it.
 */
import type { ClientDirective } from "astro";
// A relative path: Astro bundles a directive with esbuild, which knows no `~` alias.
import { afterPaintEvent, afterPaintFlag } from "../../app/lib/after-paint";

const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if ((window as unknown as Record<string, unknown>)[afterPaintFlag]) void hydrate();
  else window.addEventListener(afterPaintEvent, () => void hydrate(), { once: true });
};

export default afterPaint;
