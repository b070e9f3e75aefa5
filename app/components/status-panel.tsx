import { Check, ExclamationMark } from "lucide-react";
import type { ReactNode } from "react";
import { cardClasses, Container, Eyebrow } from "~/components/ui/container";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";

export type StatusTone = "working" | "success" | "problem";

const toneStyles: Record<StatusTone, string> = {
  working: "bg-brand-tint text-brand-strong",
  success: "bg-lagoon-tint text-success",
  problem: "bg-danger-tint text-danger",
};

function StatusIcon({ tone }: { tone: StatusTone }) {
  if (tone === "working") return <Spinner size={30} />;
  const Icon = tone === "success" ? Check : ExclamationMark;
  return <Icon size={30} strokeWidth={2.4} />;
}

interface StatusPanelProps {
  tone: StatusTone;
  title: string;
  /** Small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
  /** Buttons and links under the message. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The centred card of result pages (invalid invite, email confirmation):
 * one icon, the page's one h1, a message and the way forward.
 */
export function StatusPanel({ tone, title, eyebrow, children, actions, className }: StatusPanelProps) {
  return (
    <Container className={cn("flex min-h-[70vh] items-center justify-center py-14 md:py-20", className)}>
      <div className={cn(cardClasses, "w-full max-w-xl px-6 py-10 text-center sm:px-10")}>
        <div className={cn("mx-auto flex size-16 items-center justify-center rounded-full", toneStyles[tone])}>
          <StatusIcon tone={tone} />
        </div>
        {eyebrow && <Eyebrow className="mt-6">{eyebrow}</Eyebrow>}
        <h1
          className={cn("text-3xl font-extrabold tracking-tight text-balance sm:text-4xl", eyebrow ? "mt-2" : "mt-6")}
        >
          {title}
        </h1>
        <div className="mx-auto mt-4 max-w-md space-y-3 text-lg leading-relaxed text-ink-soft">{children}</div>
        {actions && <div className="mt-8 flex flex-col items-center gap-4">{actions}</div>}
      </div>
    </Container>
  );
}
