import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("container-page", className)} {...props} />;
}

export type SectionTone = "canvas" | "sand" | "night" | "surface";

const tones: Record<SectionTone, string> = {
  canvas: "bg-canvas text-ink",
  sand: "bg-sand text-ink",
  surface: "bg-surface text-ink",
  night: "bg-night text-white",
};

export function Section({ className, tone = "canvas", ...props }: ComponentProps<"section"> & { tone?: SectionTone }) {
  return <section className={cn("py-16 md:py-24", tones[tone], className)} {...props} />;
}

/** The look of a card: a white surface with a hairline border and a soft shadow. */
export const cardClasses = "rounded-card border border-line bg-surface shadow-card";

/** A card with the default padding; a caller's padding class replaces it (cn). */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(cardClasses, "p-6", className)} {...props} />;
}

/** In the brand colour; on sand a caller passes the deeper shade (`text-brand-deep`) to keep AA contrast. */
export function Eyebrow({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm font-bold tracking-[0.14em] text-brand-strong uppercase", className)} {...props} />;
}
