import type { ReactNode } from "react";
import { Container, Eyebrow } from "~/components/ui/container";
import { LogoMark } from "~/components/ui/logo";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The top of every invite state: the mark, the page's h1 and one friendly line. */
export function InviteIntro({
  title,
  children,
  align = "center",
}: {
  title?: string;
  children: ReactNode;
  align?: "center" | "start";
}) {
  const locale = useLocale();
  return (
    <div className={cn("flex flex-col", align === "center" ? "items-center text-center" : "items-start")}>
      <div className="relative">
        <span aria-hidden="true" className="absolute -inset-2 rounded-[1.1rem] bg-brand-tint" />
        <LogoMark size={56} className="relative" />
      </div>
      <Eyebrow className="mt-6">{m.invite_eyebrow({}, { locale })}</Eyebrow>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {title ?? m.invite_title({}, { locale })}
      </h1>
      <p className="mt-4 max-w-lg text-lg leading-relaxed text-pretty text-ink-soft">{children}</p>
    </div>
  );
}

/** The narrow, centred column of the phone states. */
export function InviteColumn({ children }: { children: ReactNode }) {
  return (
    <Container>
      <div className="mx-auto max-w-xl py-10 md:py-16">{children}</div>
    </Container>
  );
}
