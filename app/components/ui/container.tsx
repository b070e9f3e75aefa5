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

export function Card({ className, padding = "p-6", ...props }: ComponentProps<"div"> & { padding?: string }) {
  return (
    <div className={cn("rounded-card border border-line bg-surface shadow-card", padding, className)} {...props} />
  );
}

/** `colour` defaults to the brand colour; on sand it must be the deeper shade to keep AA contrast. */
export function Eyebrow({
  className,
  colour = "text-brand-strong",
  ...props
}: ComponentProps<"p"> & { colour?: string }) {
  return <p className={cn("text-sm font-bold tracking-[0.14em] uppercase", colour, className)} {...props} />;
}
