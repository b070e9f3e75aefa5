/**
 * The support address, which the static HTML writes without its "@" (ObfuscatedEmail,
 * app/components/obfuscated-email.tsx, marks it `data-support-email`), becomes a mailto link that
 * people can click and copy. The site script reveals every one on a page; an island reveals those
 * it renders, with its own subject.
 */
export function revealSupportEmail(root: ParentNode = document, subject?: string): void {
  for (const span of root.querySelectorAll<HTMLElement>("[data-support-email]")) {
    const { user, domain, linkClass } = span.dataset;
    if (!user || !domain) continue;
    const address = `${user}@${domain}`;
    const topic = subject ?? span.dataset.subject;
    const link = document.createElement("a");
    link.href = `mailto:${address}${topic ? `?subject=${encodeURIComponent(topic)}` : ""}`;
    link.className = linkClass ?? "";
    link.textContent = address;
    span.replaceWith(link);
  }
}
