import { describe, expect, it } from "vitest";
import { locales } from "../../config/locales";
import { splitterTemplates, splitterText } from "./paraglide-text";
import { fillTemplate, textFromTemplates, type SplitterMessageKey } from "./text";

type Loose = Record<SplitterMessageKey, (inputs?: Record<string, unknown>) => string>;

describe("the splitter's words from templates (the static site's island)", () => {
  for (const locale of locales) {
    it(`say in ${locale} exactly what the catalog says, for every message`, () => {
      const templates = splitterTemplates(locale);
      const fromTemplates = textFromTemplates(locale, templates).m as unknown as Loose;
      const fromCatalog = splitterText(locale).m as unknown as Loose;
      expect(Object.keys(fromTemplates).sort()).toEqual(Object.keys(fromCatalog).sort());
      for (const key of Object.keys(templates) as SplitterMessageKey[]) {
        const names = [...templates[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
        // Values that differ from each other and from any placeholder: a swapped input shows.
        const inputs = Object.fromEntries(names.map((name, index) => [name, `«${name} ${index}»`]));
        expect(fromTemplates[key](inputs), key).toBe(fromCatalog[key](inputs));
      }
    });
  }

  it("are the page's language only", () => {
    expect(splitterTemplates("en").splitter_added).toBe("Added {name}.");
    expect(splitterTemplates("de").splitter_added).toBe("{name} hinzugefügt.");
  });

  it("fill each placeholder once, leaving what a visitor typed as it is", () => {
    expect(fillTemplate("Added {name}.", { name: "{name} {count}" })).toBe("Added {name} {count}.");
    expect(fillTemplate("{a} and {a}", { a: 1 })).toBe("1 and 1");
    expect(fillTemplate("{missing}", {})).toBe("{missing}");
    // An inherited property is no input.
    expect(fillTemplate("{toString}", {})).toBe("{toString}");
  });
});
