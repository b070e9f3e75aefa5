// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expireAnalyticsCookies, storedChoice } from "./consent";
import { consentBootScript } from "./consent-boot";

const root = document.documentElement;
let added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];

/** Runs the inline script as the browser would, keeping its listeners to remove them afterwards. */
function boot() {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(consentBootScript)();
}

function clearCookie() {
  document.cookie = "CookieConsent=; Max-Age=0; Path=/";
}

function banner() {
  document.body.innerHTML = `<section aria-label="Cookie consent">
    <button data-consent-choice="denied">Decline</button>
    <button data-consent-choice="granted"><span>Accept</span></button>
  </section>`;
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
  root.removeAttribute("data-consent");
  root.removeAttribute("data-enhanced");
});

afterEach(() => {
  for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  added = [];
  document.body.innerHTML = "";
  clearCookie();
});

describe("consent boot script", () => {
  it("asks when no choice is stored", () => {
    boot();
    expect(root.getAttribute("data-consent")).toBe("ask");
  });

  it.each(["true", "false"])("does not ask when the consent cookie holds %s", (value) => {
    document.cookie = `CookieConsent=${value}; Path=/`;
    boot();
    expect(root.hasAttribute("data-consent")).toBe(false);
    // The same rule as the page's scripts', embedded.
    expect(consentBootScript).toContain(String(storedChoice));
  });

  it("asks again once the cookie has lapsed (365 days), whatever local storage still holds", () => {
    localStorage.setItem("cookieConsent", "true");
    document.cookie = "OtherCookieConsent=true; Path=/";
    boot();
    expect(root.getAttribute("data-consent")).toBe("ask");
  });

  it("decides without reading local storage", () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    boot();
    expect(read).not.toHaveBeenCalled();
  });

  describe("with the Cookie Store API", () => {
    afterEach(() => {
      delete (window as { cookieStore?: unknown }).cookieStore;
    });

    /** A cookie store holding `value` as the consent cookie (null: none), and a watch on document.cookie. */
    function store(value: string | null) {
      const get = vi.fn(() => Promise.resolve(value === null ? null : { name: "CookieConsent", value }));
      (window as { cookieStore?: unknown }).cookieStore = { get };
      const cookie = vi.spyOn(Document.prototype, "cookie", "get");
      return { get, cookie };
    }

    it("asks it for the cookie instead of waiting on document.cookie, and asks the visitor when it has none", async () => {
      const { get, cookie } = store(null);
      boot();
      expect(get).toHaveBeenCalledWith("CookieConsent");
      await vi.waitFor(() => expect(root.getAttribute("data-consent")).toBe("ask"));
      expect(cookie).not.toHaveBeenCalled();
    });

    it("does not ask when the cookie it holds is a choice", async () => {
      const { get } = store("false");
      boot();
      await get.mock.results[0]!.value;
      await Promise.resolve();
      expect(root.hasAttribute("data-consent")).toBe(false);
    });

    it("leaves a banner that 'Cookie settings' opened meanwhile as it is", async () => {
      const { get } = store("true");
      boot();
      root.setAttribute("data-consent", "ask");
      await get.mock.results[0]!.value;
      await Promise.resolve();
      expect(root.getAttribute("data-consent")).toBe("ask");
    });
  });

  it("before the page's scripts run, answers a button itself: stores the choice, hides the banner, stops the click", () => {
    localStorage.setItem("cookieConsentDate", "2026-01-01T00:00:00.000Z");
    banner();
    boot();
    const reachedPageScript = vi.fn();
    document.addEventListener("click", reachedPageScript, true);
    document.querySelector("span")!.click();
    document.removeEventListener("click", reachedPageScript, true);

    expect(localStorage.getItem("cookieConsent")).toBe("true");
    // The date an earlier version kept beside the choice goes.
    expect(localStorage.getItem("cookieConsentDate")).toBeNull();
    expect(document.cookie).toContain("CookieConsent=true");
    expect(root.getAttribute("data-consent")).toBe("true");
    expect(reachedPageScript).not.toHaveBeenCalled();
  });

  it("stores a decline the same way", () => {
    banner();
    boot();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="denied"]')!.click();
    expect(localStorage.getItem("cookieConsent")).toBe("false");
    expect(root.getAttribute("data-consent")).toBe("false");
  });

  it("tells the site's other open tabs of the answer, as the page's scripts do", () => {
    const heard: [string, unknown][] = [];
    vi.stubGlobal(
      "BroadcastChannel",
      class {
        constructor(readonly name: string) {}
        postMessage(data: unknown) {
          heard.push([this.name, data]);
        }
        close() {}
      },
    );
    banner();
    boot();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="denied"]')!.click();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="granted"]')!.click();
    vi.unstubAllGlobals();
    expect(heard).toEqual([
      ["wayfellow-consent", "denied"],
      ["wayfellow-consent", "granted"],
    ]);
  });

  it("on a decline deletes what analytics left, as the page's scripts do, and keeps the rest", () => {
    document.cookie = "_ga=GA1.1.1.2; Path=/";
    document.cookie = "_ga_XYZ123=GS1.1.3; Path=/";
    document.cookie = "gallery=kept; Path=/";
    sessionStorage.setItem("wayfellow_traffic_source", '{"utm_source":"x","utm_medium":"y"}');
    banner();
    boot();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="denied"]')!.click();
    const names = document.cookie.split("; ").map((part) => part.split("=")[0]);
    expect(names).not.toContain("_ga");
    expect(names).not.toContain("_ga_XYZ123");
    expect(names).toContain("gallery");
    expect(sessionStorage.getItem("wayfellow_traffic_source")).toBeNull();
    // One rule, not two copies: the inline script carries the page scripts' own function.
    expect(consentBootScript).toContain(String(expireAnalyticsCookies));
    document.cookie = "gallery=; Max-Age=0; Path=/";
  });

  it("leaves the analytics cookies alone on Accept", () => {
    document.cookie = "_ga=GA1.1.1.2; Path=/";
    banner();
    boot();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="granted"]')!.click();
    expect(document.cookie).toContain("_ga=GA1.1.1.2");
    document.cookie = "_ga=; Max-Age=0; Path=/";
  });

  it("leaves the buttons to the page's consent script once the page is enhanced", () => {
    banner();
    boot();
    root.setAttribute("data-enhanced", "true");
    const reachedPageScript = vi.fn();
    document.addEventListener("click", reachedPageScript);
    document.querySelector<HTMLButtonElement>('[data-consent-choice="granted"]')!.click();
    document.removeEventListener("click", reachedPageScript);

    expect(reachedPageScript).toHaveBeenCalledOnce();
    expect(localStorage.getItem("cookieConsent")).toBeNull();
    expect(root.getAttribute("data-consent")).toBe("ask");
  });

  it("ignores clicks elsewhere", () => {
    banner();
    document.body.insertAdjacentHTML("beforeend", "<a href='#x'>Elsewhere</a>");
    boot();
    document.querySelector("a")!.click();
    expect(localStorage.getItem("cookieConsent")).toBeNull();
    expect(root.getAttribute("data-consent")).toBe("ask");
  });
});
