import { describe, expect, it } from "vitest";
import { blockModule, blockModules } from "~/content/remark-auto-import";
import { blocksIn } from "./content-components";

describe("the block components of the static site's content pages", () => {
  it("are every block a content file may use (remark-auto-import.ts), in every language", () => {
    for (const locale of ["en", "de"] as const) {
      expect(Object.keys(blocksIn(locale)).sort(), locale).toEqual(Object.keys(blockModules).sort());
    }
  });

  it("give a German page the German version of a block that has one (shop-list.de.tsx)", () => {
    const english = blocksIn("en");
    const german = blocksIn("de");
    for (const name of Object.keys(blockModules)) {
      const localized = blockModule(name, "de") !== blockModules[name];
      expect(german[name] !== english[name], name).toBe(localized);
    }
    expect(blockModule("ShopList", "de")).toMatch(/shop-list\.de\.tsx$/);
  });
});
