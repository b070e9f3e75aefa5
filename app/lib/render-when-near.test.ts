import { beforeEach, describe, expect, it } from "vitest";
import { keepSectionsRendered, renderAllSections } from "./render-when-near";

const rendered = () =>
  Array.from(document.querySelectorAll("section")).map((section) => section.hasAttribute("data-rendered"));
const stateChange = (id: string, skipped: boolean) =>
  document.getElementById(id)!.dispatchEvent(Object.assign(new Event("contentvisibilityautostatechange"), { skipped }));

beforeEach(() => {
  document.body.innerHTML = `
    <section class="render-when-near" id="a"></section>
    <section class="render-when-near" id="b"></section>
    <section class="render-when-near" id="c"></section>`;
});

describe("keepSectionsRendered", () => {
  it("keeps a section rendered once it has been near the screen, and only then", () => {
    keepSectionsRendered();
    stateChange("a", false);
    expect(rendered(), "not before the visitor scrolls").toEqual([false, false, false]);
    window.dispatchEvent(new Event("scroll"));
    stateChange("c", false);
    stateChange("b", true);
    expect(rendered()).toEqual([false, false, true]);
  });

  it("stops when the page leaves", () => {
    const stop = keepSectionsRendered();
    window.dispatchEvent(new Event("scroll"));
    stop();
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
