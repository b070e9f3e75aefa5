import type { FAQPage, WithContext } from "schema-dts";
import { JsonLd } from "~/components/json-ld";
import { cardClasses } from "~/components/ui/container";
import { cn } from "~/lib/cn";

export interface FaqItem {
  question: string;
  /** Plain text: the same words are the visible answer and the FAQPage data. */
  answer: string;
}

export function faqJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Questions people really ask, answered on the page and as FAQPage data. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={cn(cardClasses, "not-prose my-8 divide-y divide-line")}>
      {items.map((item) => (
        <div key={item.question} className="p-5 sm:px-6">
          <h3 className="text-[1.05rem] font-bold text-ink">{item.question}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{item.answer}</p>
        </div>
      ))}
      <JsonLd data={faqJsonLd(items)} />
    </div>
  );
}
