// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { assertAppRoot } from "./app-root";

describe("assertAppRoot", () => {
  it("returns the root element when present", () => {
    document.body.innerHTML = '<div id="app"></div>';
    expect(assertAppRoot(document).id).toBe("app");
  });

  it("fails start-up with a clear error when the element is missing", () => {
    document.body.innerHTML = "<div></div>";
    expect(() => assertAppRoot(document)).toThrow(/#app is missing/);
  });
});
