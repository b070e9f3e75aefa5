import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cn, themeScales } from "./cn";

describe("cn", () => {
  it("joins classes and skips falsy values", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a later class override an earlier one for the same property", () => {
    expect(cn("text-sm font-bold text-brand-strong uppercase", "text-brand-deep")).toBe(
      "text-sm font-bold uppercase text-brand-deep",
    );
    expect(cn("h-12 px-6", "h-[50px]")).toBe("px-6 h-[50px]");
    expect(cn("rounded-card shadow-card", "rounded-pill shadow-lift")).toBe("rounded-pill shadow-lift");
  });

  it("keeps the theme's sizes and colours apart", () => {
    expect(cn("text-display text-ink")).toBe("text-display text-ink");
    expect(cn("shadow-card shadow-black/10")).toBe("shadow-card shadow-black/10");
  });

  it("knows every non-colour scale of the stylesheet's theme", () => {
    const css = readFileSync(join(import.meta.dirname, "../app.css"), "utf8");
    const theme = css.slice(css.indexOf("@theme {"), css.indexOf("\n}", css.indexOf("@theme {")));
    const tokens = (prefix: string) =>
      [...theme.matchAll(new RegExp(`^\\s*--${prefix}-([a-z0-9]+(?:-[a-z0-9]+)*):`, "gm"))].map((match) => match[1]);
    expect(themeScales.text).toEqual(tokens("text"));
    expect(themeScales.radius).toEqual(tokens("radius"));
    expect(themeScales.shadow).toEqual(tokens("shadow"));
    expect(themeScales.animate).toEqual(tokens("animate"));
  });
});
