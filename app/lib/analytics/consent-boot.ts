/**
 * The cookie banner is part of every prerendered page, hidden by CSS unless
 * `<html data-consent="ask">`. This inline script in the head sets that
 * attribute before the first paint when no choice is stored, so that:
 *
 * - a new visitor sees the banner in the first paint, not a second later when
 *   the page's JavaScript has run (it would then be the page's largest
 *   contentful paint on short pages, and it would appear under the visitor's
 *   thumb);
 * - a returning visitor never sees it flash;
 * - a visitor without JavaScript, who gets no analytics, is not asked.
 *
 * Until the page's scripts have started (`<html data-enhanced>`, set by
 * src/scripts/site.ts), the script also answers the banner's buttons itself:
 * it stores the choice the way writeConsent() does, tells the site's other
 * open tabs on the consent channel as setConsent() does, and hides the banner. It
 * stops the click there, so the page's consent script never sees it twice;
 * that script then reads the stored choice like a returning visitor's. Decline
 * also deletes the analytics cookies, with the very function the page's
 * scripts use (its source is embedded here). The footer's 'Cookie settings'
 * button shows the banner again, before the scripts start as after.
 *
 * The stored choice is the consent cookie (consent.ts, storedChoice: the same
 * function is embedded here), which lapses after 365 days; then the banner asks
 * again. Where the browser has the Cookie Store API, the script asks it for the
 * cookie and goes on: the answer comes back while the stylesheet still holds up
 * the first paint, and the page's main thread never waits for the cookie store.
 *
 * It also marks `<html data-js>`, so CSS can tell a page without JavaScript.
 *
 * Plain ES5 in a string: it runs before any module, in every browser.
 */
import { consent } from "~/config/constants";
import { consentReadEvent, consentReadFlag } from "../after-paint";
import { trafficSourceKey } from "./labels";
import { consentCookieAttributes, expireAnalyticsCookies, storedChoice } from "./consent";

/**
 * Set on `<html>` when scripts run: without it, CSS shows what only a script
 * could open (the phone menu, app.css).
 */
export const scriptsAttribute = "data-js";

/** The attribute on `<html>` that shows the banner ("ask") or records the choice made ("true" / "false"). */
export const consentAttribute = "data-consent";
/** The attribute on each banner button (cookie-banner.tsx): "granted" or "denied". */
export const consentChoiceAttribute = "data-consent-choice";
/** The attribute on the footer's 'Cookie settings' button, which asks again. */
export const consentSettingsAttribute = "data-consent-settings";
/** The banner's id: 'Cookie settings' controls it, and focus goes to it when it asks again. */
export const consentBannerId = "cookie-consent";

export const consentBootScript = `(function () {
  var root = document.documentElement;
  root.setAttribute(${JSON.stringify(scriptsAttribute)}, "");
  var key = ${JSON.stringify(consent.storageKey)}, cookie = ${JSON.stringify(consent.cookieName)};
  function decide(cookies) {
    var choice = null;
    try { choice = (${String(storedChoice)})(cookies, cookie); } catch (e) {}
    if (choice === null && !root.hasAttribute(${JSON.stringify(consentAttribute)})) root.setAttribute(${JSON.stringify(consentAttribute)}, "ask");
    // Whether the banner asks, for the after-paint script, which waits for its paint if so.
    window.${consentReadFlag} = choice === null ? "ask" : "known";
    window.dispatchEvent(new Event("${consentReadEvent}"));
  }
  var store = window.cookieStore;
  if (store && store.get) store.get(cookie).then(function (found) { decide(found ? cookie + "=" + found.value : ""); }, function () { decide(""); });
  else { var cookies = ""; try { cookies = document.cookie; } catch (e) {} decide(cookies); }
  window.addEventListener("click", function (event) {
    if (root.hasAttribute("data-enhanced")) return;
    var target = event.target && event.target.closest ? event.target : null;
    if (target && target.closest("[${consentSettingsAttribute}]")) { root.setAttribute(${JSON.stringify(consentAttribute)}, "ask"); return; }
    var button = target ? target.closest("[${consentChoiceAttribute}]") : null;
    if (!button) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    var value = button.getAttribute(${JSON.stringify(consentChoiceAttribute)}) === "granted" ? "true" : "false";
    try { document.cookie = cookie + "=" + value + ${JSON.stringify(consentCookieAttributes)} + (location.protocol === "https:" ? "; Secure" : ""); } catch (e) {}
    try { localStorage.setItem(key, value); localStorage.removeItem(${JSON.stringify(consent.legacyDateKey)}); } catch (e) {}
    try { var tabs = new BroadcastChannel(${JSON.stringify(consent.channelName)}); tabs.postMessage(value === "true" ? "granted" : "denied"); tabs.close(); } catch (e) {}
    if (value === "false") { try { sessionStorage.removeItem(${JSON.stringify(trafficSourceKey)}); } catch (e) {} try { (${String(expireAnalyticsCookies)})(document, location.hostname); } catch (e) {} }
    root.setAttribute(${JSON.stringify(consentAttribute)}, value);
  }, true);
})();`;
