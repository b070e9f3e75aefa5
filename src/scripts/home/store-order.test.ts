import { describe, expect, it } from "vitest";
import { storeOrder } from "~/config/stores";
import { platformOrder } from "./store-order";

describe("platformOrder", () => {
  it("puts Google Play first on Android only", () => {
    expect(platformOrder("android")).toEqual(["android", "ios"]);
    expect(platformOrder("ios")).toEqual(["ios", "android"]);
    expect(platformOrder("desktop")).toEqual(["ios", "android"]);
    expect(platformOrder(null)).toEqual(["ios", "android"]);
  });

  it("keeps the order the build renders where the platform does not change it", () => {
    for (const platform of ["ios", "desktop", null] as const) expect(platformOrder(platform)).toEqual(storeOrder);
  });
});
