import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { themeColor } from "./theme";

describe("themeColor", () => {
  it("is the page background of the stylesheet", () => {
    const css = readFileSync(join(import.meta.dirname, "../app.css"), "utf8");
    expect(css).toMatch(new RegExp(`--color-canvas:\\s*${themeColor};`, "i"));
  });
});
