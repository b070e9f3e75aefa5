import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container, Eyebrow, Section, type SectionTone } from "./container";

/** On sand, the brand colour needs its darker shade to keep AA contrast; on night, everything lightens. */
const tones: Record<SectionTone, { eyebrow?: string; lead: string }> = {
  canvas: { lead: "text-ink-soft" },
  surface: { lead: "text-ink-soft" },
  sand: { eyebrow: "text-brand-deep", lead: "text-ink-soft" },
  night: { eyebrow: "text-sun", lead: "text-slate-300" },
};

/**
 * The top of a page section: a small eyebrow line, the section's h2 and a
 * lead paragraph. `id` names the heading, for the section's aria-labelledby;
 * `tone` is the Section's, so the colours keep their contrast.
 */
export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  tone = "canvas",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: SectionTone;
  /** Replaces the default max-width (cn merges), among others. */
  className?: string;
}) {
  const colours = tones[tone];
  return (
    <div className={cn("max-w-3xl", className)}>
      {eyebrow && <Eyebrow className={colours.eyebrow}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={cn("text-4xl font-extrabold tracking-tight text-balance sm:text-5xl", eyebrow && "mt-3")}>
        {title}
      </h2>
      {lead && <p className={cn("mt-5 text-lg leading-relaxed", colours.lead)}>{lead}</p>}
    </div>
  );
}

/**
 * A page section that opens with a SectionHeader: the heading names the
 * section (aria-labelledby), and the header takes the section's tone.
 */
export function TitledSection({
  tone = "canvas",
  eyebrow,
  title,
  lead,
  headerClassName,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  tone?: SectionTone;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Classes for the SectionHeader (a narrower max-width, say). */
  headerClassName?: string;
}) {
  const titleId = useId();
  return (
    <Section tone={tone} aria-labelledby={titleId} {...props}>
      <Container>
        <SectionHeader
          id={titleId}
          tone={tone}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          className={headerClassName}
        />
        {children}
      </Container>
    </Section>
  );
}
