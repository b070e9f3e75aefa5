type SocialPage = "blog" | "tripCostSplitter" | "tripCostSplitterDe";

export const socialImagePaths: Record<SocialPage, string>;

export const socialPages: Record<SocialPage, { path: string; eyebrow: string; title: string; tagline?: string }>;
