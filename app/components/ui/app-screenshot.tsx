import { useCallback, useState } from "react";

/** Size of the screenshots in public/images/screens/ (390 x 844 at 2x). */
const screen = { width: 390, height: 844 };

/**
 * One app screenshot (WebP with a PNG fallback) filling a PhoneFrame; lazy
 * unless it is above the fold. If it fails to load, a placeholder box says
 * so (spec §8).
 */
export function AppScreenshot({
  name,
  alt,
  eager = false,
}: {
  /** File name in public/images/screens/, without extension. */
  name: string;
  alt: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  // The image may already have failed before hydration attached onError.
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== "") setFailed(true);
  }, []);

  if (failed) {
    return (
      <div className="absolute inset-0 flex items-center justify-center bg-sand p-6 text-center">
        <p className="text-sm font-semibold text-ink-soft">
          Screenshot Placeholder
          <span className="sr-only">: {alt}</span>
        </p>
      </div>
    );
  }

  return (
    <picture>
      <source srcSet={`/images/screens/${name}.webp`} type="image/webp" />
      <img
        ref={checkAlreadyFailed}
        src={`/images/screens/${name}.png`}
        alt={alt}
        width={screen.width}
        height={screen.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover object-top"
      />
    </picture>
  );
}
