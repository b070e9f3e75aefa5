import { lazy, memo, Suspense, type ComponentType } from "react";

/** Resolves once the element `id` comes within `margin` of the viewport; at once if it is not on the page. */
function whenNear(id: string, margin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
}

export type DeferredSection<P extends object = object> = ComponentType<P> & {
  /** Loads the section's code now (the route's loader calls it while prerendering). */
  preload(): Promise<void>;
};

/**
 * A static section below the fold whose JavaScript loads, and which hydrates,
 * only when the visitor scrolls near it ("hydrate on visible"). The
 * prerendered HTML is complete and shows at once, its links work as plain
 * links until then, and the page's first load carries less JavaScript.
 *
 * - While prerendering, the route's loader calls `preload()` first, so the
 *   section renders in full, in place (app/entry.server.tsx never outlines a
 *   finished boundary). In the browser it stays a lazy chunk.
 * - Until its code arrives React keeps the prerendered HTML as it is.
 * - Only for sections whose props never change (none, or the fixed props
 *   of a content file): a boundary still waiting for its code that received
 *   new props would have to be re-rendered from scratch.
 */
export function deferredSection<P extends object = object>(
  /** The element to wait for; null loads the code as soon as the component renders. */
  id: string | null,
  load: () => Promise<ComponentType<P>>,
  margin = "800px",
): DeferredSection<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    if (id) await whenNear(id, margin);
    return { default: await load() };
  });
  function Deferred(props: P) {
    const Section = (loaded ?? Lazy) as ComponentType<P>;
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  }
  // memo: a parent re-render must not reach a boundary still waiting for its code.
  return Object.assign(memo(Deferred), {
    async preload() {
      loaded = await load();
    },
  });
}
