import { describe, expect, it } from "vitest";
import { platformOrder } from "./store-order";

describe("platformOrder", () => {
  it("puts Google Play first on Android only", () => {
    expect(platformOrder("android")).toEqual(["android", "ios"]);
    expect(platformOrder("ios")).toEqual(["ios", "android"]);
    expect(platformOrder("desktop")).toEqual(["ios", "android"]);
    expect(platformOrder(null)).toEqual(["ios", "android"]);
  });
});
