// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import type { StoreQrCodes } from "~/lib/qr";
import { Hero, type HeroProps } from "./hero";

// jsdom's accessible names join the badge's two lines without the space a browser keeps.
const appStore = /^Download on the\s?App Store$/;
const googlePlay = /^Get it on\s?Google Play$/;

const qrCodes: StoreQrCodes = {
  ios: { url: "https://apps.apple.com/app/id1", size: 29, path: "M4 4h7v1h-7z" },
  android: { url: "https://play.google.com/store/apps/details?id=x", size: 29, path: "M4 4h7v1h-7z" },
};

function renderHero(props: HeroProps) {
  return render(<Hero {...props} />);
}

afterEach(() => cleanup());

describe("Hero", () => {
  it("shows the headline, and by default the two store badges", async () => {
    renderHero({});
    expect(await screen.findByRole("heading", { level: 1, name: "AI Group Trip Planner App" })).toBeTruthy();
    expect(screen.getByRole("link", { name: appStore })).toBeTruthy();
    expect(screen.getByRole("link", { name: googlePlay })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start Planning Now!" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Just Start Planning" })).toBeNull();
  });

  it("with the button option: 'Start Planning Now!' is a button that leads to /download, JavaScript or not", async () => {
    renderHero({ cta: "button" });
    expect(screen.queryByRole("link", { name: appStore })).toBeNull();
    const button = await screen.findByRole("button", { name: "Start Planning Now!" });
    expect(button.closest("form")?.getAttribute("action")).toBe("/download");
  });

  it("the 'Just Start Planning' variant has the badges, both QR codes and the button", async () => {
    renderHero({ cta: "just-start", qrCodes });
    expect(await screen.findByRole("button", { name: "Just Start Planning" })).toBeTruthy();
    expect(screen.getByRole("link", { name: appStore })).toBeTruthy();
    expect(screen.getByRole("link", { name: googlePlay })).toBeTruthy();
    expect(screen.getByRole("img", { name: `QR code to download ${siteConfig.name} on the App Store` })).toBeTruthy();
    expect(screen.getByRole("img", { name: `QR code to download ${siteConfig.name} on Google Play` })).toBeTruthy();
  });
});
