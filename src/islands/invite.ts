/**
 * /invite?token=… and /de/invite in the browser (spec §4, decisions.md "Invite links that really
 * open the app"). The page is prerendered in its neutral state (no token, no device known, which
 * is also what a visitor without JavaScript keeps); its other states are rendered at build time
 * into templates (src/views/invite.astro). This script reads the token and the device and shows
 * the state they ask for:
 *
 * - no usable token: Invalid Invitation;
 * - a computer: the invite's QR code and both stores' (the Google Play code and a tap on its
 *   badge carry the token in Play's referrer, the badge's address is the plain listing);
 * - a phone: the app check (iOS: a hidden frame removed after 100 ms; Android: the page goes to the
 *   deep link), then after 2 s Join The Trip and the one store that fits; inside an app's built-in
 *   browser no automatic attempt, the fallback at once under a hint on reaching the real browser.
 *
 * With a token it also sends user_opened_invite_link (once per page view) and hands the invite
 * link to the iOS Smart App Banner. The site script (src/scripts/site.ts), which marks the page
 * ready (data-enhanced), is this module's dependency: it runs just before, in the same task, so the
 * page's state is in place by the time anything can see that mark.
 */
import { timings } from "~/config/constants";
import { trackInviteOpened } from "~/lib/analytics";
import { copyText } from "~/lib/clipboard";
import {
  appLinkFor,
  buildDeepLink,
  buildInviteUrl,
  buildPlayStoreUrl,
  readInviteToken,
  smartAppBannerContent,
  storeLinkFor,
  type Phone,
} from "~/lib/invite-links";
import { localeOfPath, localizePath } from "~/lib/locale";
import { openInHiddenFrame, openUrl } from "~/lib/open-app";
import { detectInAppBrowser, detectPlatform, type InAppBrowser } from "~/lib/platform";
import { splitSlots } from "~/lib/text-slots";
import { part, readTexts, sendStoreTaps } from "./dom";
import type { InviteTexts } from "./invite-texts";

function showInvalid(root: HTMLElement) {
  // Its badges need nothing here: every badge's click is the site script's (src/scripts/store-badges.ts).
  root.replaceChildren(part("invite-invalid"));
}

function showDesktop(root: HTMLElement, token: string, inviteUrl: string) {
  const view = part("invite-desktop");
  const playUrl = buildPlayStoreUrl(token);
  sendStoreTaps(view, { android: playUrl });
  // QrPlaceholder's busy boxes, in the order DesktopInvite renders them: the invite's, then Google Play's.
  const [inviteCode, playCode] = view.querySelectorAll<HTMLElement>('[role="img"][aria-busy="true"]');
  root.replaceChildren(view);
  void import("./invite-qr").then(({ drawQr }) => {
    if (inviteCode) drawQr(inviteCode, inviteUrl);
    if (playCode) drawQr(playCode, playUrl);
  });
}

/** InAppBrowserHint for this app: its sentence is rendered for one app at build time and said again here for this one. */
function inAppHint(texts: InviteTexts, app: InAppBrowser, platform: Phone, inviteUrl: string): DocumentFragment {
  const hint = part(`invite-hint-${platform}`);
  const sentence = hint.querySelector("p");
  if (sentence) {
    const { text, apps } = texts.hint[platform];
    const dots = [...sentence.querySelectorAll(":scope > span")];
    const entry = sentence.querySelector(":scope > strong");
    if (entry) entry.textContent = apps[app].entry;
    // The app's name is text within the sentence (one text node, as React renders it).
    const sentenceText = text.replace("{app}", () => apps[app].name);
    sentence.replaceChildren(
      ...splitSlots(sentenceText).flatMap((piece): (Node | string)[] => {
        if ("text" in piece) return [piece.text];
        if (piece.slot === "dots") return dots;
        if (piece.slot === "entry" && entry) return [entry];
        return [];
      }),
    );
  }
  const copy = hint.querySelector("button");
  const status = hint.querySelector<HTMLElement>('[role="status"]');
  copy?.addEventListener("click", () => {
    void copyText(inviteUrl).then((copied) => {
      if (!status) return;
      status.textContent = copied ? texts.copied : "";
      status.parentElement?.querySelector("label")?.remove();
      if (!copied) status.after(copyFallback(texts.copyFailed, inviteUrl));
    });
  });
  return hint;
}

/** Where copying failed: the link in a field to press and hold (as CopyLink renders it). */
function copyFallback(label: string, url: string): HTMLLabelElement {
  const field = document.createElement("label");
  field.className = "block text-sm text-ink-soft";
  const input = document.createElement("input");
  input.readOnly = true;
  input.value = url;
  input.className = "mt-2 block w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink";
  input.addEventListener("focus", () => input.select());
  field.append(label, input);
  return field;
}

function showMobile(
  root: HTMLElement,
  texts: InviteTexts,
  token: string,
  inviteUrl: string,
  platform: Phone,
  inApp: InAppBrowser | null,
) {
  const view = part("invite-mobile");
  const status = view.querySelector<HTMLElement>('[role="status"]');
  const card = status?.parentElement;
  if (!status || !card) return;
  if (inApp) card.before(inAppHint(texts, inApp, platform, inviteUrl));

  const showFallback = () => {
    const line = document.createElement("p");
    line.className = "sr-only";
    line.textContent = texts.status;
    status.replaceChildren(line);
    const fallback = part(`invite-fallback-${platform}`);
    fallback.querySelector("button")?.addEventListener("click", () => openUrl(appLinkFor(platform, token)));
    const store = storeLinkFor(platform, token);
    if (store.tap) sendStoreTaps(fallback, { [platform]: store.tap });
    card.append(fallback);
  };

  root.replaceChildren(view);
  // In-app browsers block or mishandle scripted app launches, and one nobody tapped for can leave an
  // error page there: the fallback at once, and the app opens only from a tap.
  if (inApp) {
    showFallback();
    return;
  }
  const attempt = () => {
    const link = buildDeepLink(token);
    if (platform === "ios") openInHiddenFrame(link, timings.inviteFrameRemovalMs);
    else openUrl(link);
    // The fallback comes whether or not the page was hidden meanwhile: a visitor back from the app can rejoin.
    window.setTimeout(showFallback, timings.inviteFallbackMs);
  };
  // Once the page has loaded: the deep link is a navigation, and one started while the page still
  // loads stops that load, which then never ends.
  if (document.readyState === "complete") attempt();
  else window.addEventListener("load", attempt, { once: true });
}

function start(root: HTMLElement) {
  const texts = readTexts<InviteTexts>(root, "invite");
  const token = readInviteToken(new URLSearchParams(window.location.search));
  if (!token) {
    showInvalid(root);
    return;
  }
  const inviteUrl = buildInviteUrl(token, localizePath("/invite", localeOfPath(window.location.pathname)));
  // The prerendered Smart App Banner names the bare invite page; the app should receive this invite.
  document.querySelector('meta[name="apple-itunes-app"]')?.setAttribute("content", smartAppBannerContent(inviteUrl));
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  if (platform === "desktop") showDesktop(root, token, inviteUrl);
  else showMobile(root, texts, token, inviteUrl, platform, detectInAppBrowser(navigator.userAgent));
  trackInviteOpened();
}

const root = document.querySelector<HTMLElement>("[data-invite]");
if (root) start(root);
