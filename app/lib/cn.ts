import { extendTailwindMerge } from "tailwind-merge";

/**
 * The theme's own non-colour scales (the `@theme` block of app/app.css), so
 * that tailwind-merge knows `text-display` is a size and `shadow-card` a
 * shadow. (Colour names need no list: any other `text-*` is a colour.)
 * cn.test.ts checks that this list follows the stylesheet.
 */
export const themeScales = {
  text: ["display"],
  radius: ["card", "pill"],
  shadow: ["card", "lift"],
  animate: ["spin-slow"],
};

const merge = extendTailwindMerge({ extend: { theme: themeScales } });

/**
 * Joins class names, skipping falsy values; when two classes set the same
 * property, the later one wins, so a caller's `className` overrides a
 * component's defaults without `!`.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(classes);
}
