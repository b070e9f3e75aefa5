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
  p: [{ p: spacing }],
  px: [{ px: spacing }],
  py: [{ py: spacing }],
  pt: [{ pt: spacing }],
  pr: [{ pr: spacing }],
  pb: [{ pb: spacing }],
  pl: [{ pl: spacing }],
  m: [{ m: ["auto", ...spacing] }],
  mx: [{ mx: ["auto", ...spacing] }],
  my: [{ my: ["auto", ...spacing] }],
  mt: [{ mt: ["auto", ...spacing] }],
  mr: [{ mr: ["auto", ...spacing] }],
  mb: [{ mb: ["auto", ...spacing] }],
  ml: [{ ml: ["auto", ...spacing] }],
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
  "border-w": [{ border: ["", isNumber, isArbitraryLength] }],
  "border-w-x": [{ "border-x": ["", isNumber, isArbitraryLength] }],
  "border-w-y": [{ "border-y": ["", isNumber, isArbitraryLength] }],
  "border-w-t": [{ "border-t": ["", isNumber, isArbitraryLength] }],
  "border-w-r": [{ "border-r": ["", isNumber, isArbitraryLength] }],
  "border-w-b": [{ "border-b": ["", isNumber, isArbitraryLength] }],
  "border-w-l": [{ "border-l": ["", isNumber, isArbitraryLength] }],
  "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
  "border-color": [{ border: colour }],
  "ring-w": [{ ring: ["", isNumber, isArbitraryLength] }],
  "ring-color": [{ ring: colour }],
  shadow: [{ shadow: ["", "none", "card", "lift", isTshirtSize, ...arbitrary] }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  cursor: [{ cursor: ["auto", "default", "pointer", "wait", "text", "not-allowed", ...arbitrary] }],
} satisfies ClassGroups;

type Group = keyof typeof classGroups;

const conflictingClassGroups: Partial<Record<Group, Group[]>> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
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
