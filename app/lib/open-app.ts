/**
 * The browser side of opening the app from the invite page (spec §4). Kept
 * apart from the link building (invite-links.ts), which stays pure.
 */

/**
 * iOS: loads the custom-scheme URL in a hidden frame and removes the frame
 * after `removeAfterMs`. (Since iOS 9 this no longer opens apps; the spec
 * keeps it, and the 'Join The Trip' tap is what works.) Returns a cleanup.
 */
export function openInHiddenFrame(url: string, removeAfterMs: number, doc: Document = document): () => void {
  const frame = doc.createElement("iframe");
  frame.src = url;
  frame.title = "Opening the app";
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  frame.style.display = "none";
  doc.body.appendChild(frame);
  const view = doc.defaultView ?? window;
  const timer = view.setTimeout(() => frame.remove(), removeAfterMs);
  return () => {
    view.clearTimeout(timer);
    frame.remove();
  };
}

/** Android and taps: hands the URL (custom scheme or intent) to the browser. */
export function openUrl(url: string, win: Window = window): void {
  win.location.href = url;
}
