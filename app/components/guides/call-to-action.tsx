import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useDownloadPath } from "~/lib/page-campaign";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The call-to-action block (spec section 3): the group's problem, how the
 * app solves it, and one button-styled link to a page (`to`).
 */
export function CallToAction({
  problem,
  solution,
  button,
  to,
  gradient = "from-night to-night-soft",
  linkData,
}: {
  problem: string;
  solution: string;
  button: string;
  to: string;
  /** Tailwind gradient stops, e.g. "from-night to-night-soft". */
  gradient?: string;
  /** `data-` attributes of the link (the page's scripts find their links by them). */
  linkData?: Record<`data-${string}`, string>;
}) {
  const locale = useLocale();
  const look = buttonClasses({ size: "lg", className: "mt-6 w-full sm:w-auto" });
  return (
    <section
      aria-label={m.cta_section_label({}, { locale })}
      className={cn("not-prose rounded-card bg-gradient-to-br p-6 text-white shadow-lift sm:p-10", gradient)}
    >
      <p className="text-xl font-extrabold text-balance sm:text-2xl">{problem}</p>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-200">{solution}</p>
      <a href={to} className={look} {...linkData}>
        {button}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    </section>
  );
}

/**
 * The page's call to action to /download, carrying its in-site campaign
 * (lib/page-campaign.ts): the click sends download_app with that campaign;
 * the visit's stored source stays.
 */
export function DownloadCallToAction(props: Omit<Parameters<typeof CallToAction>[0], "to">) {
  // The page's script sends download_app on its click (src/components/content/download-links.ts).
  return <CallToAction {...props} to={useDownloadPath()} linkData={{ "data-download": "" }} />;
}
