export const socialPages: Record<
  "blog" | "tripCostSplitter" | "tripCostSplitterDe",
  { path: string; eyebrow: string; title: string; tagline?: string }
>;
