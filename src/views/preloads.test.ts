import { describe, expect, it } from "vitest";
import { links } from "~/pages/home";
import { preloadsOf } from "./preloads";

describe("preloadsOf", () => {
  it("keeps home's poster preload with its type and media query", () => {
    expect(preloadsOf(links())).toEqual([
      { href: "/media/demo-poster.webp", as: "image", type: "image/webp", media: "(min-width: 64rem)" },
    ]);
  });

  it("drops links that are not preloads", () => {
    expect(
      preloadsOf([
        { rel: "stylesheet", href: "/a.css" },
        { rel: "preload", href: "/b" },
      ]),
    ).toEqual([]);
  });
});
