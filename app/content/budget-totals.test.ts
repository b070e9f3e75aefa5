// @vitest-environment node
/**
 * A budget table's total is what its rows add up to (editorial.md, "Money"):
 * every BudgetTable in the content files, low ends and high ends summed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectionNames } from "./collections";

const contentDir = fileURLToPath(new URL(".", import.meta.url));

/**
 * "$1,200-4,400" or "USD 50-150" → [1200, 4400] and the currency written before it; the German
 * pages write "1.200–4.400 €" (thousands with a dot, an en dash, the currency after).
 */
function range(text: string): { currency: string; low: number; high: number } {
  const english = /^(\$|€|USD )([\d,]+)-([\d,]+)$/.exec(text);
  if (english) {
    const number = (value: string) => Number(value.replaceAll(",", ""));
    return { currency: english[1]!.trim(), low: number(english[2]!), high: number(english[3]!) };
  }
  const german = /^([\d.]+)–([\d.]+) (€|USD)$/.exec(text);
  if (german) {
    const number = (value: string) => Number(value.replaceAll(".", ""));
    return { currency: german[3]!, low: number(german[1]!), high: number(german[2]!) };
  }
  throw new Error(`not a cost range: "${text}"`);
}

const tables = collectionNames.flatMap((collection) => {
  let files: string[] = [];
  try {
    files = readdirSync(join(contentDir, collection)).filter((file) => file.endsWith(".mdx"));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const text = readFileSync(join(contentDir, collection, file), "utf8");
    return [...text.matchAll(/<BudgetTable[\s\S]*?\/>/g)].map((block, index) => ({
      name: `${collection}/${file} table ${index + 1}`,
      costs: [...block[0].matchAll(/cost: "([^"]+)"/g)].map((cost) => range(cost[1]!)),
      total: range(/total="([^"]+)"/.exec(block[0])?.[1] ?? ""),
    }));
  });
});

describe("budget tables", () => {
  it("exist in the content", () => {
    expect(tables.length).toBeGreaterThan(5);
  });

  it.each(tables)("$name: the total is the sum of the rows, in one currency", ({ costs, total }) => {
    expect(costs.length).toBeGreaterThan(1);
    for (const cost of costs) expect(cost.currency).toBe(total.currency);
    expect(costs.reduce((sum, cost) => sum + cost.low, 0)).toBe(total.low);
    expect(costs.reduce((sum, cost) => sum + cost.high, 0)).toBe(total.high);
  });
});
