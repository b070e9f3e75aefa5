import { describe, expect, it } from "vitest";
import { userAgents as ua } from "../../tests/e2e/user-agents";
import { detectInAppBrowser, detectPlatform } from "./platform";

describe("detectPlatform", () => {
  it("recognises iPhones and iPads", () => {
    expect(detectPlatform(ua.iPhone)).toBe("ios");
    expect(detectPlatform(ua.iPadLegacy)).toBe("ios");
    expect(detectPlatform(ua.instagramIos)).toBe("ios");
  });

  it("counts an iPad asking for the desktop site (Mac agent with touch) as iOS", () => {
    expect(detectPlatform(ua.iPadDesktopMode, 5)).toBe("ios");
  });

  it("keeps a real Mac, which has no touch screen, on desktop", () => {
    expect(detectPlatform(ua.macSafari)).toBe("desktop");
    expect(detectPlatform(ua.macSafari, 0)).toBe("desktop");
    expect(detectPlatform(ua.macSafari, 1)).toBe("desktop");
  });

  it("recognises Android phones and Android in-app browsers", () => {
    expect(detectPlatform(ua.pixel)).toBe("android");
    expect(detectPlatform(ua.instagramAndroid)).toBe("android");
    expect(detectPlatform(ua.facebookAndroid)).toBe("android");
  });

  it("treats everything else as desktop", () => {
    expect(detectPlatform(ua.desktopChrome)).toBe("desktop");
    expect(detectPlatform(ua.windowsPhone)).toBe("desktop");
    expect(detectPlatform("")).toBe("desktop");
    // A Windows touch laptop is not an iPad.
    expect(detectPlatform(ua.desktopChrome, 10)).toBe("desktop");
  });
});

describe("detectInAppBrowser", () => {
  it.each([
    [ua.instagramIos, "instagram"],
    [ua.instagramAndroid, "instagram"],
    [ua.facebookIos, "facebook"],
    [ua.facebookAndroid, "facebook"],
    [ua.messengerIos, "messenger"],
    [ua.tiktok, "tiktok"],
    [ua.linkedin, "linkedin"],
    [ua.gmail, "gmail"],
    [ua.snapchat, "snapchat"],
  ] as const)("finds the app of %s", (agent, app) => {
    expect(detectInAppBrowser(agent)).toBe(app);
  });

  it("returns null for real browsers", () => {
    for (const agent of [ua.iPhone, ua.pixel, ua.desktopChrome, ua.macSafari, ua.iPadDesktopMode, ""]) {
      expect(detectInAppBrowser(agent)).toBeNull();
    }
  });
});
