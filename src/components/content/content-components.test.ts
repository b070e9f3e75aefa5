import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectionNames } from "~/content/collections";
import { pageOf } from "~/lib/page";
import { blocksIn, contentComponents } from "./content-components";

const contentDir = join(import.meta.dirname, "../../../app/content");

/** Every component a content file names (`<AtAGlance`, `<ProductName />` …), with the files that use it. */
function componentsUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const collection of collectionNames) {
    for (const file of readdirSync(join(contentDir, collection)).filter((name) => name.endsWith(".mdx"))) {
      const text = readFileSync(join(contentDir, collection, file), "utf8");
      for (const [, name] of text.matchAll(/<([A-Z][A-Za-z]*)\b/g)) {
        used.set(name!, [...(used.get(name!) ?? []), `${collection}/${file}`]);
      }
    }
  }
  return used;
}

describe("the components of the static site's content pages", () => {
  it("include every component a content file names, in every language", () => {
    const used = componentsUsed();
    expect(used.size).toBeGreaterThan(10);
    for (const path of ["/oktoberfest", "/de/oktoberfest"]) {
      const names = Object.keys(contentComponents(pageOf(path), null));
      for (const [name, files] of used) expect(names, `<${name}> in ${files.join(", ")}`).toContain(name);
    }
  });

  it("give a German page the German version of a block that has one (shop-list.de.tsx), and the rest alike", () => {
    const english = blocksIn("en");
    const german = blocksIn("de");
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    const differing = Object.keys(english).filter((name) => german[name] !== english[name]);
    expect(differing).toEqual(["ShopList"]);
  });
});
