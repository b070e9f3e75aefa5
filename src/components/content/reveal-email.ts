/**
 * The support address of the legal pages (support-email.tsx): the prerendered page says
 * "support [at] domain"; here it becomes the mailto link that people can click and copy, as the
 * React component did once hydrated (app/components/obfuscated-email.tsx).
 */
for (const element of document.querySelectorAll<HTMLElement>("[data-support-email]")) {
  const { user, domain, linkClass } = element.dataset;
  if (!user || !domain) continue;
  const link = document.createElement("a");
  link.href = `mailto:${user}@${domain}`;
  link.className = linkClass ?? "";
  link.textContent = `${user}@${domain}`;
  element.replaceChildren(link);
}
