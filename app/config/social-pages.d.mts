export const socialPages: Record<"blog" | "tripCostSplitter", { path: string; eyebrow: string; title: string }>;
