import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import {
  appLinkFor,
  buildDeepLink,
  buildIntentUrl,
  buildInviteUrl,
  buildPlayStoreUrl,
  isValidToken,
  maxTokenLength,
  readInviteToken,
  smartAppBannerContent,
  storeLinkFor,
} from "./invite-links";

const nasty = `a&b=c#d e"f'<script>alert(1)</script>/?`;
const encoded = encodeURIComponent(nasty);

describe("isValidToken", () => {
  it("accepts ordinary tokens, odd characters included", () => {
    expect(isValidToken("abc123")).toBe(true);
    expect(isValidToken(nasty)).toBe(true);
    expect(isValidToken("ü-ñ-🙂")).toBe(true);
    expect(isValidToken("x".repeat(maxTokenLength))).toBe(true);
  });

  it("rejects missing, blank, absurdly long and control-character tokens", () => {
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
    expect(isValidToken("")).toBe(false);
    expect(isValidToken("   ")).toBe(false);
    expect(isValidToken("x".repeat(maxTokenLength + 1))).toBe(false);
    for (const control of ["\u0000", "\n", "\r", "\t", "\u001b", "\u007f", "\u0085"]) {
      expect(isValidToken(`ab${control}cd`)).toBe(false);
    }
  });

  it("reads the token from a query string", () => {
    expect(readInviteToken(new URLSearchParams(`token=${encoded}&x=1`))).toBe(nasty);
    expect(readInviteToken(new URLSearchParams("token="))).toBeNull();
    expect(readInviteToken(new URLSearchParams("other=1"))).toBeNull();
    expect(readInviteToken(new URLSearchParams("token=a%0Ab"))).toBeNull();
  });
});

describe("invite links", () => {
  it("builds the public invite link on the configured origin", () => {
    expect(buildInviteUrl()).toBe("https://wayfellow.app/invite");
    expect(buildInviteUrl(nasty)).toBe(`https://wayfellow.app/invite?token=${encoded}`);
  });

  it("builds the custom-scheme deep link with the encoded token", () => {
    expect(buildDeepLink("abc")).toBe("wayfellow://invite?token=abc");
    expect(buildDeepLink(nasty)).toBe(`wayfellow://invite?token=${encoded}`);
    expect(new URL(buildDeepLink(nasty)).searchParams.get("token")).toBe(nasty);
  });

  it("puts the token into Google Play's referrer, encoded once inside and once as a whole", () => {
    const url = buildPlayStoreUrl(nasty);
    const referrer = `invite_token=${encoded}&utm_source=invite&utm_medium=link`;
    expect(url).toBe(`${siteConfig.android.playStoreUrl}&referrer=${encodeURIComponent(referrer)}`);
    const parsed = new URL(url);
    expect(parsed.searchParams.get("id")).toBe(siteConfig.android.packageName);
    const inner = new URLSearchParams(parsed.searchParams.get("referrer") ?? "");
    expect(Object.fromEntries(inner)).toEqual({ invite_token: nasty, utm_source: "invite", utm_medium: "link" });
  });

  it("builds Chrome's intent URL with the package and the Play fallback", () => {
    expect(buildIntentUrl(nasty)).toBe(
      `intent://invite?token=${encoded}#Intent;scheme=wayfellow;package=app.wayfellow;` +
        `S.browser_fallback_url=${encodeURIComponent(buildPlayStoreUrl(nasty))};end`,
    );
    // Nothing in the token can end the intent's parameter list early.
    const fragment = buildIntentUrl(nasty).split("#")[1] ?? "";
    expect(fragment.split(";")).toHaveLength(5);
  });

  it("builds the Smart App Banner content with the app id and the invite link", () => {
    expect(smartAppBannerContent(buildInviteUrl("abc"))).toBe(
      `app-id=${siteConfig.ios.appStoreId}, app-argument=https://wayfellow.app/invite?token=abc`,
    );
    // An encoded token cannot add a comma-separated banner parameter.
    expect(smartAppBannerContent(buildInviteUrl("x, app-id=1"))).not.toContain("x, app-id");
  });
});

describe("links per phone", () => {
  it("opens the app by custom scheme on iOS and by intent on Android", () => {
    expect(appLinkFor("ios", nasty)).toBe(buildDeepLink(nasty));
    expect(appLinkFor("android", nasty)).toBe(buildIntentUrl(nasty));
  });

  it("sends iOS to the App Store and Android to Google Play, the token only in a tap's referrer", () => {
    expect(storeLinkFor("ios", nasty)).toEqual({ href: siteConfig.ios.appStoreUrl });
    expect(storeLinkFor("android", nasty)).toEqual({
      href: siteConfig.android.playStoreUrl,
      tap: buildPlayStoreUrl(nasty),
    });
  });
});
