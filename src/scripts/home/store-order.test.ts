import { describe, expect, it } from "vitest";
import { storeOrder } from "~/components/store/use-platform";
import { platformOrder } from "./store-order";

describe("platformOrder", () => {
  it("puts Google Play first on Android only", () => {
    expect(platformOrder("android")).toEqual(["android", "ios"]);
    expect(platformOrder("ios")).toEqual(["ios", "android"]);
    expect(platformOrder("desktop")).toEqual(["ios", "android"]);
    expect(platformOrder(null)).toEqual(["ios", "android"]);
  });

  it("follows the React components' rule", () => {
    for (const platform of ["android", "ios", "desktop", null] as const) {
      expect(platformOrder(platform)).toEqual(storeOrder(platform));
    }
  });
});
