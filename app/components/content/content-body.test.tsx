// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContentBody } from "./content-body";
import { sourcesSection, type Source } from "./sources";

afterEach(cleanup);

const sources: Source[] = [
  { title: "Oktoberfest dates", publisher: "City of Munich", url: "https://www.oktoberfest.de/en/dates" },
  { title: "Getting to the Theresienwiese", publisher: "MVG", url: "https://www.mvg.de/en" },
  { title: "Tickets and tables", publisher: "Munich Tourism", url: "https://www.muenchen.travel/en" },
];

/** A page of `count` sections, rendered in the content layout with the given Sources. */
function renderPage(count: number, props: Parameters<typeof ContentBody>[0]) {
  const headings = Array.from({ length: count }, (_, i) => ({ id: `part-${i + 1}`, text: `Part ${i + 1}` }));
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ContentBody {...props} after={<p>Call to action</p>} />,
      children: [
        {
          index: true,
          handle: { headings },
          Component: () => (
            <>
              {headings.map((heading) => (
                <h2 key={heading.id} id={heading.id}>
                  {heading.text}
                </h2>
              ))}
            </>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the Sources section", () => {
  it("lists each source by title, with its publisher, opening in a new tab, and the date they were checked", async () => {
    renderPage(2, { closing: sourcesSection({ sources, checked: "2026-11-25" }) });
    const section = await screen.findByRole("region", { name: "Sources" });
    expect(within(section).getByRole("heading", { level: 2, name: "Sources" })).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    sources.forEach((source, index) => {
      // jsdom joins the hidden "(opens in a new tab)" without the space a browser keeps.
      const link = within(items[index]!).getByRole("link", {
        name: (name) => name.replace(/\s+/g, "") === `${source.title}(opens in a new tab)`.replace(/\s+/g, ""),
      });
      expect(link.getAttribute("href")).toBe(source.url);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(items[index]!.textContent).toContain(`, ${source.publisher}`);
    });
    expect(within(section).getByText(/^Sources checked/).textContent).toBe("Sources checked November 25, 2026");
    expect(section.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-25");
  });

  it("comes after the text and before what follows it (the call to action)", async () => {
    renderPage(2, { closing: sourcesSection({ sources, checked: "2026-11-25" }) });
    const section = await screen.findByRole("region", { name: "Sources" });
    const text = screen.getByRole("article");
    const cta = screen.getByText("Call to action");
    expect(text.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is the last entry of the table of contents, which links to it", async () => {
    renderPage(4, { closing: sourcesSection({ sources, checked: "2026-11-25" }) });
    const toc = await screen.findByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Part 1", "Part 2", "Part 3", "Part 4", "Sources"]);
    const heading = screen.getByRole("heading", { level: 2, name: "Sources" });
    expect(links.at(-1)!.getAttribute("href")).toBe(`#${heading.id}`);
  });

  it("adds no table of contents to a page too short for one", async () => {
    renderPage(3, { closing: sourcesSection({ sources, checked: "2026-11-25" }) });
    await screen.findByRole("region", { name: "Sources" });
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
  });

  it("is left out where a page lists none", async () => {
    renderPage(4, { closing: sourcesSection({ sources: [], checked: "2026-11-25" }) });
    await screen.findByRole("navigation", { name: "On this page" });
    expect(screen.queryByRole("region", { name: "Sources" })).toBeNull();
  });

  it("is left out where a page has no sources (legal pages)", async () => {
    renderPage(4, {});
    await screen.findByRole("navigation", { name: "On this page" });
    expect(screen.queryByRole("region", { name: "Sources" })).toBeNull();
    expect(screen.queryByText(/Sources checked/)).toBeNull();
  });
});
