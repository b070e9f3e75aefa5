/**
 * The share control's behaviour on a static page (ShareControl.astro): `<wf-share>` holds the
 * prerendered share button and a template of its fallback. The button opens the phone's share
 * sheet (Web Share API) where the browser has one; without one, or when the sheet fails, the
 * fallback (copy link, WhatsApp) replaces the button and takes the focus. Each share is measured
 * through the consent-gated analytics (decisions.md, "Sharing").
 */
import { track } from "~/lib/analytics";
import { copyText } from "~/lib/clipboard";

class ShareElement extends HTMLElement {
  connectedCallback() {
    this.querySelector("[data-share-button]")?.addEventListener("click", () => void this.share());
  }

  private get url(): string {
    return this.dataset.url ?? "";
  }

  private measure(method: string) {
    track("share", { method, content_type: this.dataset.kind, item_id: this.dataset.path });
  }

  private async share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: this.dataset.title, url: this.url });
        this.measure("share_sheet");
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    this.showFallback();
  }

  private showFallback() {
    const button = this.querySelector("[data-share-button]");
    const template = this.querySelector("template");
    if (!button || !template) return;
    const fallback = template.content.cloneNode(true) as DocumentFragment;
    const copy = fallback.querySelector<HTMLButtonElement>("[data-share-copy]");
    copy?.addEventListener("click", () => void this.copy(copy));
    fallback.querySelector("[data-share-whatsapp]")?.addEventListener("click", () => this.measure("whatsapp"));
    button.replaceWith(fallback);
    // From the keyboard, focus moves to the first fallback instead of dropping to the page.
    copy?.focus();
  }

  private async copy(button: HTMLButtonElement) {
    if (!(await copyText(this.url))) return;
    const copied = button.dataset.copiedLabel ?? "";
    for (const icon of button.querySelectorAll<SVGElement>("[data-share-icon]")) {
      icon.classList.toggle("hidden", icon.dataset.shareIcon !== "copied");
    }
    const label = button.querySelector("[data-share-label]");
    if (label) label.textContent = copied;
    const status = this.querySelector("[data-share-status]");
    if (status) status.textContent = copied;
    this.measure("copy_link");
  }
}

if (!customElements.get("wf-share")) customElements.define("wf-share", ShareElement);
