import { describe, expect, it } from "vitest";
import { colorTokens, readColorTokens } from "./design-tokens.mjs";

describe("readColorTokens", () => {
  it("reads the theme's colours by their names in camel case", () => {
    const css =
      "@theme {\n  --color-brand-strong: #C2410C; /* links */\n  --radius-card: 1.25rem;\n  --color-ink: #16213a;\n}";
    expect(readColorTokens(css)).toEqual({ brandStrong: "#c2410c", ink: "#16213a" });
  });

  it("reads app/app.css and names any token it lacks", () => {
    expect(colorTokens("brand", "canvas").canvas).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => colorTokens("brand", "noSuchColour")).toThrow(/noSuchColour/);
  });
});
