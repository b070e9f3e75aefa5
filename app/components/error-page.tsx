import type { ReactNode } from "react";
import { NavButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { homePath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The shape shared by the 403 and not-found pages. */
export function ErrorPage({
  code,
  title,
  message,
  children,
}: {
  code: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <Container className="flex min-h-[65vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tighter text-brand sm:text-8xl" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-ink-soft">{message}</p>
      <NavButton to={homePath(locale)} className="mt-8">
        {m.error_go_home({}, { locale })}
      </NavButton>
      {children}
    </Container>
  );
}
