import { describe, expect, it } from "vitest";
import { shortfallSentence } from "./shop-list";

const shop = (type: "BUY" | "RENT" | "BOTH") => ({ type });

describe("the sentence above the shop cards", () => {
  it("says how many shops passed and how many rent while there are fewer than ten", () => {
    expect(shortfallSentence([shop("BOTH"), ...Array.from({ length: 6 }, () => shop("BUY"))])).toBe(
      "Seven shops have passed that check so far, fewer than the ten we aim for, and one of them rents: we add shops as we confirm them rather than list one we could not check.",
    );
    expect(shortfallSentence([shop("RENT"), shop("BOTH"), shop("BUY")])).toContain(
      "Three shops have passed that check so far, fewer than the ten we aim for, and two of them rent:",
    );
    expect(shortfallSentence([shop("BUY")])).toContain("One shop has passed that check so far");
    expect(shortfallSentence([shop("BUY"), shop("BUY")])).toContain("and none of them rents:");
  });

  it("is gone once the list holds the spec's ten", () => {
    expect(shortfallSentence(Array.from({ length: 10 }, () => shop("BUY")))).toBeNull();
  });
});
