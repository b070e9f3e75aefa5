// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/** The theme's tokens of one namespace, as app/app.css defines them (`--color-ink: ...`). */
function themeTokens(namespace: string): string[] {
  const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
  const names = [...css.matchAll(new RegExp(`--${namespace}-([a-z0-9-]+):`, "g"))].map((match) => match[1] ?? "");
  // `--text-display--line-height` and the like belong to a token; they are not tokens.
  return names.filter((name) => !name.includes("--") && !name.endsWith("-"));
}

describe("cn", () => {
  it("joins classes in order and skips falsy values", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a caller's class replace the component's class of the same kind", () => {
    expect(cn("px-4 py-2 text-sm", "px-6")).toBe("py-2 text-sm px-6");
    expect(cn("p-4", "px-6")).toBe("p-4 px-6");
    expect(cn("px-6", "p-4")).toBe("p-4");
    expect(cn("mx-auto mt-3", "m-0")).toBe("m-0");
    expect(cn("border-x-2 border-line", "border")).toBe("border-line border");
    expect(cn("mt-3 block", "hidden")).toBe("mt-3 hidden");
    expect(cn("w-full max-w-md", "max-w-[40rem]")).toBe("w-full max-w-[40rem]");
    expect(cn("size-12", "w-14")).toBe("size-12 w-14");
    expect(cn("grid gap-4 sm:grid-cols-2", "sm:grid-cols-3")).toBe("grid gap-4 sm:grid-cols-3");
  });

  it("tells the sizes, colours, alignment and wrapping of text apart", () => {
    expect(cn("text-sm text-ink text-center text-balance", "text-lg")).toBe(
      "text-ink text-center text-balance text-lg",
    );
    expect(cn("text-sm text-ink", "text-brand-deep")).toBe("text-sm text-brand-deep");
    expect(cn("text-ink", "text-white/80")).toBe("text-white/80");
    expect(cn("text-4xl", "text-[clamp(2rem,5vw,3rem)]")).toBe("text-[clamp(2rem,5vw,3rem)]");
    expect(cn("text-base leading-relaxed", "text-lg")).toBe("text-lg");
  });

  it("knows every token of the site's theme", () => {
    for (const colour of themeTokens("color")) {
      expect(cn(`text-ink bg-canvas border-line`, `text-${colour} bg-${colour} border-${colour}`)).toBe(
        `text-${colour} bg-${colour} border-${colour}`,
      );
    }
    for (const size of themeTokens("text"))
      expect(cn("text-ink text-sm", `text-${size}`)).toBe(`text-ink text-${size}`);
    for (const radius of themeTokens("radius")) expect(cn("rounded-lg", `rounded-${radius}`)).toBe(`rounded-${radius}`);
    for (const shadow of themeTokens("shadow")) expect(cn("shadow-sm", `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
  });

  it("keeps variants, sides and images apart from the base class", () => {
    expect(cn("text-ink hover:text-brand-deep", "text-white")).toBe("hover:text-brand-deep text-white");
    expect(cn("border border-line", "border-t-2")).toBe("border border-line border-t-2");
    expect(cn("bg-white bg-linear-to-br", "from-night")).toBe("bg-white bg-linear-to-br from-night");
    expect(cn("bg-sand", "bg-[radial-gradient(circle,red,blue)]")).toBe(
      "bg-sand bg-[radial-gradient(circle,red,blue)]",
    );
  });

  it("keeps a class it does not know as given", () => {
    expect(cn("container-page prose", "prose-numbered")).toBe("container-page prose prose-numbered");
  });
});
