import { describe, expect, it } from "vitest";
import { splitSlots } from "./text-slots";

describe("splitSlots", () => {
  it("splits a message around its placeholders, in the message's own order", () => {
    expect(splitSlots("Tap the {dots} menu and choose {entry}.")).toEqual([
      { text: "Tap the " },
      { slot: "dots" },
      { text: " menu and choose " },
      { slot: "entry" },
      { text: "." },
    ]);
    expect(splitSlots("{entry} im Menü {dots}")).toEqual([{ slot: "entry" }, { text: " im Menü " }, { slot: "dots" }]);
  });

  it("leaves a message without placeholders whole, and braces that are no placeholder as text", () => {
    expect(splitSlots("Link copied")).toEqual([{ text: "Link copied" }]);
    expect(splitSlots("a {not a slot} b")).toEqual([{ text: "a {not a slot} b" }]);
    expect(splitSlots("")).toEqual([]);
  });
});
