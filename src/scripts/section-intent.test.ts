import { describe, expect, it } from "vitest";
import { readSectionIntent, sectionIntent } from "./section-intent";

describe("section intent", () => {
  it("round-trips the section and waits the rest of the delay after the click", () => {
    const hash = sectionIntent("trip-types", 1_000);
    expect(hash).toBe("#section=trip-types&at=1000");
    expect(readSectionIntent(hash, 1_000, 300)).toEqual({ id: "trip-types", wait: 300 });
    expect(readSectionIntent(hash, 1_250, 300)).toEqual({ id: "trip-types", wait: 50 });
  });

  it("scrolls at once when the page took longer than the delay to arrive", () => {
    expect(readSectionIntent(sectionIntent("features", 1_000), 2_000, 300)).toEqual({ id: "features", wait: 0 });
  });

  it("waits the whole delay for a click time that is missing, unreadable or ahead of the clock", () => {
    expect(readSectionIntent("#section=features", 5_000, 300)).toEqual({ id: "features", wait: 300 });
    expect(readSectionIntent("#section=features&at=soon", 5_000, 300)).toEqual({ id: "features", wait: 300 });
    expect(readSectionIntent("#section=features&at=9000", 5_000, 300)).toEqual({ id: "features", wait: 300 });
  });

  it("leaves every other fragment to the browser", () => {
    expect(readSectionIntent("", 0, 300)).toBeNull();
    expect(readSectionIntent("#features", 0, 300)).toBeNull();
    expect(readSectionIntent("#section=", 0, 300)).toBeNull();
    expect(readSectionIntent("#sections=features", 0, 300)).toBeNull();
  });

  it("keeps an id with unusual characters intact", () => {
    const hash = sectionIntent("a&b=c", 0);
    expect(readSectionIntent(hash, 0, 300)?.id).toBe("a&b=c");
  });
});
