/**
 * The special offer's steps (app/components/guides/offer-steps.tsx; spec section 4, "Offer
 * accordion") on a static page: one step open at a time, the first at the start; clicking the open
 * step closes it. The prerendered HTML has every step open, so the page reads in full without
 * JavaScript; each header is a button with aria-expanded, so the keyboard works as it does on any
 * button.
 */
export function enhanceOfferSteps(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>("[data-offer-steps]")) {
    const steps = [...list.children].flatMap((item) => {
      const button = item.querySelector<HTMLButtonElement>("button[aria-expanded]");
      const panel = item.querySelector<HTMLElement>('[role="region"]');
      return button && panel ? [{ button, panel }] : [];
    });
    let open: number | null = 0;
    const render = () =>
      steps.forEach(({ button, panel }, index) => {
        const expanded = open === index;
        button.setAttribute("aria-expanded", String(expanded));
        panel.hidden = !expanded;
        button.querySelector(":scope > svg")?.classList.toggle("rotate-180", expanded);
      });
    steps.forEach(({ button }, index) =>
      button.addEventListener("click", () => {
        open = open === index ? null : index;
        render();
      }),
    );
    render();
  }
}
