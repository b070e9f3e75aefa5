import { createTailwindMerge, validators } from "tailwind-merge";

/**
 * Joins class names, skipping falsy values, and lets a later Tailwind class
 * win over an earlier one of the same kind: `cn("px-4 text-ink", "px-6 text-brand-deep")`
 * is "px-6 text-brand-deep". Components put their own classes first and the
 * caller's `className` last, so a caller overrides without `!`.
 *
 * tailwind-merge does the merging with this site's configuration rather than
 * its default one (which costs about 8.7 KB of gzipped JavaScript on every
 * page and does not know the theme's own tokens: it reads `text-display` as a
 * colour and cannot tell `rounded-card` or `shadow-lift` apart from unknown
 * classes). The groups below are the utilities components style with, and the
 * theme values come from app/app.css. A class outside them is kept as given;
 * when a component starts to take overrides of another utility, add its group.
 */
const {
  isArbitraryLength,
  isArbitraryValue,
  isArbitraryVariable,
  isFraction,
  isInteger,
  isNumber,
  isPercent,
  isTshirtSize,
} = validators;

const arbitrary = [isArbitraryVariable, isArbitraryValue];
const spacing = ["px", isNumber, ...arbitrary];
const inset = [isFraction, "full", "auto", ...spacing];
const sizing = [isFraction, "auto", "full", "screen", "dvw", "dvh", "svh", "lvh", "min", "max", "fit", ...spacing];
/** The theme's colours (app/app.css), Tailwind's palette, and the keywords. */
const themeColours = new Set([
  ...["canvas", "surface", "sand", "line", "ink", "ink-soft", "ink-faint", "brand", "brand-glow", "brand-strong"],
  ...["brand-deep", "brand-tint", "lagoon", "lagoon-tint", "sun", "night", "night-soft", "danger", "danger-tint"],
  ...["success", "inherit", "current", "transparent", "black", "white"],
]);
const isColour = (value: string) => themeColours.has(value) || /^[a-z]+-(50|[1-9]00|950)$/.test(value);
const colour = [isColour, ...arbitrary];
const isArbitraryImage = (value: string) => /^\[.*(gradient|url|image)\(/.test(value);
const isAlpha = (value: string) => /^[a-z]+$/.test(value);
const align = ["start", "end", "center", "between", "around", "evenly", "stretch", "baseline"];

type ClassGroups = Record<string, (string | object | ((value: string) => boolean))[]>;

/** One group per side of a box utility: p, px, py, pt, pr, pb, pl (or border, border-x, ...). */
function bySide(utility: string, scale: unknown[], separator = ""): ClassGroups {
  const groups: ClassGroups = { [utility]: [{ [utility]: scale }] };
  for (const side of "xytrbl") groups[utility + separator + side] = [{ [utility + separator + side]: scale }];
  return groups;
}

/** The whole box overrides every side, and an axis its two sides. */
function sideConflicts(utility: string, separator = ""): Record<string, string[]> {
  const side = (name: string) => utility + separator + name;
  return {
    [utility]: [..."xytrbl"].map(side),
    [side("x")]: [side("r"), side("l")],
    [side("y")]: [side("t"), side("b")],
  };
}

const classGroups = {
  display: [
    "block",
    "inline-block",
    "inline",
    "flex",
    "inline-flex",
    "grid",
    "inline-grid",
    "contents",
    "flow-root",
    "table",
    "hidden",
  ],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  visibility: ["visible", "invisible", "collapse"],
  sr: ["sr-only", "not-sr-only"],
  overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
  z: [{ z: ["auto", isInteger, ...arbitrary] }],
  inset: [{ inset }],
  "inset-x": [{ "inset-x": inset }],
  "inset-y": [{ "inset-y": inset }],
  top: [{ top: inset }],
  right: [{ right: inset }],
  bottom: [{ bottom: inset }],
  left: [{ left: inset }],
  "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
  "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
  flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", ...arbitrary] }],
  grow: [{ grow: ["", isNumber, ...arbitrary] }],
  shrink: [{ shrink: ["", isNumber, ...arbitrary] }],
  "grid-cols": [{ "grid-cols": [isInteger, "none", "subgrid", ...arbitrary] }],
  "col-start-end": [{ col: ["auto", { span: ["full", isInteger, ...arbitrary] }, ...arbitrary] }],
  "justify-content": [{ justify: [...align, "normal"] }],
  "align-items": [{ items: ["start", "end", "center", "stretch", "baseline"] }],
  "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
  gap: [{ gap: spacing }],
  "gap-x": [{ "gap-x": spacing }],
  "gap-y": [{ "gap-y": spacing }],
  ...bySide("p", spacing),
  ...bySide("m", ["auto", ...spacing]),
  "space-x": [{ "space-x": spacing }],
  "space-y": [{ "space-y": spacing }],
  size: [{ size: sizing }],
  w: [{ w: [isTshirtSize, ...sizing] }],
  "min-w": [{ "min-w": [isTshirtSize, ...sizing] }],
  "max-w": [{ "max-w": ["none", "prose", isTshirtSize, ...sizing] }],
  h: [{ h: sizing }],
  "min-h": [{ "min-h": sizing }],
  "max-h": [{ "max-h": sizing }],
  "font-size": [{ text: ["base", "display", isTshirtSize, isArbitraryLength] }],
  "font-weight": [{ font: ["thin", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] }],
  "font-family": [{ font: ["sans", "mono", ...arbitrary] }],
  tracking: [{ tracking: ["tighter", "tight", "normal", "wide", "wider", "widest", ...arbitrary] }],
  leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", ...spacing] }],
  "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
  "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
  "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "underline-offset": [{ "underline-offset": ["auto", isNumber, ...arbitrary] }],
  "text-color": [{ text: colour }],
  "bg-image": [{ bg: ["none", { "gradient-to": [isAlpha], "linear-to": [isAlpha] }, isArbitraryImage] }],
  "bg-color": [{ bg: colour }],
  "gradient-from": [{ from: [isPercent, ...colour] }],
  "gradient-to": [{ to: [isPercent, ...colour] }],
  rounded: [{ rounded: ["", "none", "full", "card", "pill", isTshirtSize, ...arbitrary] }],
  ...bySide("border", ["", isNumber, isArbitraryLength], "-"),
  "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
  "border-color": [{ border: colour }],
  "ring-w": [{ ring: ["", isNumber, isArbitraryLength] }],
  "ring-color": [{ ring: colour }],
  shadow: [{ shadow: ["", "none", "card", "lift", isTshirtSize, ...arbitrary] }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  cursor: [{ cursor: ["auto", "default", "pointer", "wait", "text", "not-allowed", ...arbitrary] }],
} satisfies ClassGroups;

const conflictingClassGroups: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  ...sideConflicts("p"),
  ...sideConflicts("m"),
  ...sideConflicts("border", "-"),
  size: ["w", "h"],
  "font-size": ["leading"],
};

const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "before",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
}));

export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(...classes);
}
