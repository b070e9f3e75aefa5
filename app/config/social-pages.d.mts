export const socialPages: Record<"blog", { path: string; eyebrow: string; title: string }>;
