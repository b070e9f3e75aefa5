// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keepSectionsRendered, renderAllSections } from "./render-when-near";

const rendered = () =>
  Array.from(document.querySelectorAll("section")).map((section) => section.hasAttribute("data-rendered"));
const drawn = (id: string, value: boolean) =>
  Object.assign(document.getElementById(id)!.firstElementChild!, { checkVisibility: () => value });
const stateChange = (id: string, skipped: boolean) =>
  document.getElementById(id)!.dispatchEvent(Object.assign(new Event("contentvisibilityautostatechange"), { skipped }));

// The listener lives on the document, which outlives each test.
let stop = () => {};
afterEach(() => stop());

beforeEach(() => {
  document.body.innerHTML = `
    <section class="render-when-near" id="a"><div></div></section>
    <section class="render-when-near" id="b"><div></div></section>
    <section class="render-when-near" id="c"><div></div></section>`;
});

describe("keepSectionsRendered", () => {
  it("keeps a section rendered once it has been near the screen, and only from the first scroll on", () => {
    stop = keepSectionsRendered();
    stateChange("a", false);
    expect(rendered(), "not before the visitor scrolls").toEqual([false, false, false]);
    window.dispatchEvent(new Event("scroll"));
    stateChange("c", false);
    stateChange("b", true);
    expect(rendered()).toEqual([false, false, true]);
  });

  it("at the first scroll, keeps the sections drawn at that moment", () => {
    // jsdom has no rendering: the browser's answer for each section is given here.
    drawn("a", true);
    drawn("b", false);
    stop = keepSectionsRendered();
    window.dispatchEvent(new Event("scroll"));
    expect(rendered()).toEqual([true, false, false]);
  });

  it("keeps sections of a page rendered later (client navigation) too, and nothing else", () => {
    stop = keepSectionsRendered();
    window.dispatchEvent(new Event("scroll"));
    document.body.insertAdjacentHTML(
      "beforeend",
      `<section class="render-when-near" id="d"></section><section id="e"></section>`,
    );
    stateChange("d", false);
    stateChange("e", false);
    expect(rendered()).toEqual([false, false, false, true, false]);
  });

  it("stops when the app leaves", () => {
    const stopNow = keepSectionsRendered();
    window.dispatchEvent(new Event("scroll"));
    stopNow();
    stateChange("a", false);
    expect(rendered()).toEqual([false, false, false]);
  });
});

describe("renderAllSections", () => {
  it("renders every section at once", () => {
    renderAllSections();
    expect(rendered()).toEqual([true, true, true]);
  });
});
