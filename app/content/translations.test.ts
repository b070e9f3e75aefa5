/**
 * Translations beside their sources (decisions.md, "A translation is never stale
 * silently"): every `<slug>.<lang>.mdx` has its source, names the English
 * revision it follows, and that is the source's current `revised`; the legal
 * pages exist in every language (the German version prevails, so it must be
 * there). When the English page moves on, this fails until the translation says
 * the same and names the new date.
 */
import { describe, expect, it } from "vitest";
import { loadContent, loadTranslations } from "./load";
import { locales } from "~/config/locales";

const sources = loadContent();
// Throws, naming the file, for a translation without a source (content/load.ts).
const pages = loadTranslations(sources);
/** The translations proper: pages written in their language first (`original: true`) follow no source. */
const translations = pages.filter((entry) => !(entry.data as { original?: true }).original);
const originals = pages.filter((entry) => (entry.data as { original?: true }).original);

describe("content translations", () => {
  it("pages written in their language first have no English source and name their own slug", () => {
    for (const entry of originals) {
      expect(sources.some((source) => source.collection === entry.collection && source.slug === entry.slug)).toBe(
        false,
      );
      expect(entry.locale, entry.file).not.toBe("en");
    }
  });

  it("each has its source", () => {
    for (const entry of translations) {
      expect(
        sources.some((source) => source.collection === entry.collection && source.slug === entry.slug),
        entry.file,
      ).toBe(true);
    }
  });

  it("each follows the source's current revision (sourceRevised equals the English page's revised)", () => {
    const stale = translations.flatMap((entry) => {
      const source = sources.find(
        (candidate) => candidate.collection === entry.collection && candidate.slug === entry.slug,
      );
      const followed = (entry.data as { sourceRevised?: string }).sourceRevised;
      return source && followed !== source.data.revised
        ? [`${entry.file} follows ${followed}, but the English page was revised ${source.data.revised}`]
        : [];
    });
    expect(stale).toEqual([]);
  });

  it("every legal page exists in every language, with the same revision date", () => {
    const missing: string[] = [];
    for (const source of sources.filter((entry) => entry.collection === "legal")) {
      for (const locale of locales.filter((code) => code !== "en")) {
        const translation = translations.find((entry) => entry.slug === source.slug && entry.locale === locale);
        if (!translation) missing.push(`content/legal/${source.slug}.${locale}.mdx is missing`);
        else if (translation.data.revised !== source.data.revised)
          missing.push(
            `${translation.file}: revised ${translation.data.revised}, the English page ${source.data.revised}`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it("German legal pages live at the slugs decisions.md names", () => {
    const legal = Object.fromEntries(
      translations.filter((entry) => entry.collection === "legal").map((entry) => [entry.slug, entry.path]),
    );
    for (const [slug, path] of [
      ["legal-notice", "/de/impressum"],
      ["privacy-policy", "/de/datenschutz"],
      ["terms-of-service", "/de/nutzungsbedingungen"],
    ] as const) {
      if (legal[slug]) expect(legal[slug]).toBe(path);
    }
  });
});
