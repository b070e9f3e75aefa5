/**
 * The words of the trip cost splitter in one language: everything its logic (this folder) and its
 * components (components/trip-cost-splitter) say, handed to them by whoever renders the
 * calculator instead of imported from the message catalog. Importing the catalog would put every
 * language's text into the browser's copy of the calculator (a Paraglide message carries all its
 * translations); this way a page's scripts hold no catalog at all.
 *
 * Two sources give the same words: the unit tests bind Paraglide's messages (paraglide-text.ts),
 * and the page renders each message at build time as a template in its language
 * (`splitterTemplates`), which the island receives in its props and fills in the browser
 * (`textFromTemplates`).
 */
import type { m as catalog } from "../../paraglide/messages.js";
import type { Locale } from "../../config/locales";

/** Messages of the page around the calculator (head, hero, call to action): rendered at build time only. */
type PageMessageKey =
  | "splitter_meta_title"
  | "splitter_meta_description"
  | "splitter_meta_image_alt"
  | "splitter_app_name"
  | "splitter_title"
  | "splitter_intro"
  | "splitter_cta_problem"
  | "splitter_cta_solution"
  | "splitter_cta_button"
  | "splitter_ld_operating_system"
  | "splitter_ld_browser_requirements";

/** Every message the calculator itself shows. */
export type SplitterMessageKey = Exclude<Extract<keyof typeof catalog, `splitter_${string}`>, PageMessageKey>;

type Inputs<K extends SplitterMessageKey> = NonNullable<Parameters<(typeof catalog)[K]>[0]>;

/** Each message in one language: its inputs in, its text out; a message without inputs takes none. */
export type SplitterMessages = {
  readonly [K in SplitterMessageKey]: keyof Inputs<K> extends never ? () => string : (inputs: Inputs<K>) => string;
};

/** The calculator's language: Intl's formats and how typed numbers are read (`locale`), and its messages. */
export interface SplitterText {
  readonly locale: Locale;
  readonly m: SplitterMessages;
}

/** Every message as its text with `{input}` where an input goes ("Added {name}."). */
export type SplitterTemplates = Readonly<Record<SplitterMessageKey, string>>;

/**
 * A template with its inputs in place, in one pass: an input's own text is never read as a
 * placeholder (a person may be called "{name}").
 */
export function fillTemplate(template: string, inputs: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(inputs, name) ? String(inputs[name]) : whole,
  );
}

/** The calculator's language: `locale` and its messages. */
export function splitterTextOf(locale: Locale, messages: SplitterMessages): SplitterText {
  return { locale, m: messages };
}

/** The calculator's language from templates rendered in it (the island's props). */
export function textFromTemplates(locale: Locale, templates: SplitterTemplates): SplitterText {
  const messages: Record<string, (inputs?: Record<string, unknown>) => string> = {};
  for (const [key, template] of Object.entries(templates)) {
    messages[key] = (inputs) => fillTemplate(template, inputs);
  }
  return splitterTextOf(locale, messages as unknown as SplitterMessages);
}
