// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { enhanceOfferSteps } from "./offer-steps";

/** The accordion as prerendered: every step open (app/components/guides/offer-steps.tsx without JavaScript). */
function prerendered(count: number): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `<ol data-offer-steps>${Array.from(
    { length: count },
    (_, i) => `<li><h3><button type="button" aria-expanded="true"><span>${i + 1}</span><span>Step ${i + 1}</span>
      <svg class="size-5 rotate-180"></svg></button></h3><div role="region"><p>Body ${i + 1}</p></div></li>`,
  ).join("")}</ol>`;
  return root;
}

const state = (root: HTMLElement) =>
  [...root.querySelectorAll("li")].map((item) => ({
    expanded: item.querySelector("button")!.getAttribute("aria-expanded"),
    hidden: item.querySelector<HTMLElement>('[role="region"]')!.hidden,
    turned: item.querySelector("svg")!.classList.contains("rotate-180"),
  }));

describe("enhanceOfferSteps", () => {
  it("starts with the first step open and the others closed", () => {
    const root = prerendered(3);
    enhanceOfferSteps(root);
    expect(state(root)).toEqual([
      { expanded: "true", hidden: false, turned: true },
      { expanded: "false", hidden: true, turned: false },
      { expanded: "false", hidden: true, turned: false },
    ]);
  });

  it("opens one step at a time, and clicking the open step closes it", () => {
    const root = prerendered(3);
    enhanceOfferSteps(root);
    const buttons = root.querySelectorAll("button");
    buttons[2]!.click();
    expect(state(root).map((step) => step.expanded)).toEqual(["false", "false", "true"]);
    buttons[2]!.click();
    expect(state(root).map((step) => step.expanded)).toEqual(["false", "false", "false"]);
    expect(state(root).every((step) => step.hidden && !step.turned)).toBe(true);
  });

  it("does nothing where there is no accordion", () => {
    const root = document.createElement("div");
    root.innerHTML = "<p>Text</p>";
    enhanceOfferSteps(root);
    expect(root.innerHTML).toBe("<p>Text</p>");
  });
});
