/**
 * Event pages plan the next edition (decisions.md): the countdown counts to the
 * start of the page's `event`, never stands at zero (it gives way to a line
 * saying the edition is under way or over), agrees with the page's Event
 * data, and its calendar button downloads the edition's dates. Also the
 * Sources section every guide and article ends with.
 *
 * Pages with events are written on the content side; these tests run on every
 * page that has one in the content index (the component tests in
 * app/components/guides/countdown.test.tsx and src/components/guides/countdown-display.test.ts
 * hold the same rules with a fixture).
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { calendarPath, type EntryOf } from "../../app/content/entry";
import { loadContent } from "../../app/content/load";
import { oneWidth, waitForScripts, watchConsole, withConsent } from "./support";

const pages = loadContent().filter(
  (entry): entry is EntryOf<"guides"> | EntryOf<"blog"> => entry.collection !== "legal",
);
const eventPages = pages.filter((entry) => entry.data.event);
const countdownPages = eventPages.filter((entry) => entry.data.countdown);
const sourcedPages = pages.filter((entry) => entry.data.sources?.length);

const countdown = (page: Page) => page.getByRole("region", { name: "Countdown" });
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The four numbers as shown (days, hours, minutes, seconds). */
async function shownUnits(page: Page): Promise<string[]> {
  const text = (await countdown(page).textContent()) ?? "";
  return [...text.matchAll(/(\d{2}|--)(?=Days|Hours|Minutes|Seconds)/g)].map(([, value]) => value!);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
}

/** Opens `path` with the browser's clock at `time`, its scripts started. */
async function openAt(page: Page, path: string, time: Date) {
  await page.clock.install({ time });
  await withConsent(page);
  await page.goto(path);
  await waitForScripts(page);
}

test.describe("countdown pages", () => {
  test.skip(countdownPages.length === 0, "no content page has an event with a countdown yet");

  for (const entry of countdownPages) {
    const event = entry.data.event!;
    const start = new Date(`${event.startDate}T00:00:00Z`).getTime();

    test.describe(entry.path, () => {
      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });

        test(
          "the prerendered page shows the countdown to the start date and its calendar button, never zeros",
          oneWidth,
          async ({ page }) => {
            // Whatever the day: the prerendered HTML counts from the page's revision date, before the start.
            await page.clock.install({ time: new Date(start + 400 * 86_400_000) });
            await page.goto(entry.path);
            await expect(countdown(page)).toContainText(
              `${entry.data.countdown!.label}: ${longDate(event.startDate)}.`,
            );
            await expect(countdown(page).locator("time")).toHaveAttribute("datetime", event.startDate);
            expect(await shownUnits(page)).toEqual(["--", "--", "--", "--"]);
            await expect(countdown(page).getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
              "href",
              calendarPath(entry)!,
            );
            await expect(page.getByText(/is under way|took place from/)).toHaveCount(0);
          },
        );
      });

      test(
        "ticks every second before the start, then gives way to the under-way line, not zeros",
        oneWidth,
        async ({ page }) => {
          const problems = watchConsole(page);
          await openAt(page, entry.path, new Date(start - 60_000));
          await page.clock.pauseAt(new Date(start - 10_000));
          await page.clock.runFor(1000);
          await expect.poll(() => shownUnits(page)).toEqual(["00", "00", "00", "09"]);
          await page.clock.runFor(3000);
          await expect.poll(() => shownUnits(page)).toEqual(["00", "00", "00", "06"]);
          await expect(countdown(page)).toContainText(`${entry.data.countdown!.label}: ${longDate(event.startDate)}.`);
          await page.clock.runFor(7000);
          await expect(countdown(page)).toHaveCount(0);
          await expect(page.getByText(`${event.name} is under way`)).toBeVisible();
          expect(problems).toEqual([]);
        },
      );

      test("a long way out, shows days, hours, minutes and seconds", oneWidth, async ({ page }) => {
        // 40 days, 13 h, 39 min and 30 s before the start; one second later 29 s remain.
        const before = ((40 * 24 + 13) * 60 + 39) * 60_000 + 30_000;
        await openAt(page, entry.path, new Date(start - before - 60_000));
        await page.clock.pauseAt(new Date(start - before));
        await page.clock.runFor(1000);
        await expect.poll(() => shownUnits(page)).toEqual(["40", "13", "39", "29"]);
        // The numbers are read once, in the sentence, not every second.
        await expect(countdown(page).locator("[aria-live]")).toHaveCount(0);
        expect(await countdown(page).locator('[aria-hidden="true"]').first().textContent()).toMatch(/Days/);
        expect(await countdown(page).evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
          /gradient/,
        );
      });

      test("years ahead, four digits of days keep room in their box at 390 and 1280 px", async ({ page }) => {
        // 1,163 days and 15 hours before the start, as the Winter Olympics 2030 page in November 2026.
        await openAt(page, entry.path, new Date(start - (1163 * 24 + 15) * 3_600_000));
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await expect(countdown(page).locator("[aria-hidden] > div").first()).toContainText("1163");
          // Each number's drawn width against its box's: at least 4 px free on either side.
          const fits = await countdown(page)
            .locator("[aria-hidden] > div")
            .evaluateAll((boxes) =>
              boxes.map((box) => {
                const range = document.createRange();
                range.selectNodeContents(box.firstElementChild!);
                return {
                  text: box.firstElementChild!.textContent,
                  room: box.clientWidth - range.getBoundingClientRect().width,
                };
              }),
            );
          expect(fits, `at ${width} px`).toHaveLength(4);
          for (const fit of fits) expect(fit.room, `${fit.text} at ${width} px`).toBeGreaterThanOrEqual(8);
        }
      });

      test("during the edition, says it is under way and links the organizer's site", oneWidth, async ({ page }) => {
        await openAt(page, entry.path, new Date(start + 2 * 60 * 60_000));
        await expect(countdown(page)).toHaveCount(0);
        const line = page.getByText(`${event.name} is under way`);
        await expect(line).toHaveText(
          `${event.name} is under way, from ${longDate(event.startDate)} to ${longDate(event.endDate)}. For the next edition, see the organizer's site (opens in a new tab).`,
        );
        await expect(line.getByRole("link")).toHaveAttribute("href", event.url);
        await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
      });

      test(
        "after the last day, says the edition took place and links the organizer's site",
        oneWidth,
        async ({ page }) => {
          const end = new Date(`${dayAfter(event.endDate)}T00:00:00Z`).getTime();
          await openAt(page, entry.path, new Date(end + 60_000));
          await expect(countdown(page)).toHaveCount(0);
          const line = page.getByText(`${event.name} took place`);
          await expect(line).toContainText(
            `${event.name} took place from ${longDate(event.startDate)} to ${longDate(event.endDate)}.`,
          );
          await expect(line.getByRole("link")).toHaveAttribute("href", event.url);
          await expect(line.getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
          const axe = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
            .analyze();
          expect(axe.violations.map((violation) => violation.id)).toEqual([]);
        },
      );

      test("the countdown's date is the Event data's startDate", oneWidth, async ({ page }) => {
        await openAt(page, entry.path, new Date(start - 5 * 86_400_000));
        const data = (await jsonLd(page)).find((item) => item["@type"] === "Event");
        expect(data, "Event data").toBeTruthy();
        const target = countdown(page).locator("time");
        await expect(target).toHaveAttribute("datetime", String(data!.startDate));
        await expect(target).toHaveText(longDate(String(data!.startDate)));
      });

      test(
        "'Add to calendar' downloads the edition's dates, as its Event data gives them",
        oneWidth,
        async ({ page, request }) => {
          const response = await request.get(calendarPath(entry)!);
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

          await openAt(page, entry.path, new Date(start - 5 * 86_400_000));
          const data = (await jsonLd(page)).find((item) => item["@type"] === "Event")!;
          const downloading = page.waitForEvent("download");
          await countdown(page).getByRole("link", { name: "Add to calendar" }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toBe(`${entry.slug}.ics`);
          const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
          const vevents = calendar.getAllSubcomponents("vevent");
          expect(vevents).toHaveLength(1);
          const ics = new ICAL.Event(vevents[0]);
          expect(ics.summary).toBe(data.name);
          expect(ics.startDate.isDate).toBe(true);
          expect(ics.startDate.toString()).toBe(data.startDate);
          // All-day: DTEND is the day after the last day.
          expect(ics.endDate.toString()).toBe(dayAfter(String(data.endDate)));
          expect(ics.component.getFirstPropertyValue("url")).toBe(data.url);
          expect(ics.location).toBe(event.locations.join("; "));
        },
      );
    });
  }
});

test.describe("event data", oneWidth, () => {
  test("every page with an event carries it as Event data, each place a Place; pages without one carry none", async ({
    page,
  }) => {
    const withoutEvent = pages.filter((candidate) => !candidate.data.event).slice(0, 2);
    for (const entry of [...eventPages, ...withoutEvent]) {
      await page.goto(entry.path);
      const data = (await jsonLd(page)).find((item) => item["@type"] === "Event");
      const event = entry.data.event;
      if (!event) {
        expect(data, entry.path).toBeUndefined();
        continue;
      }
      expect(data, entry.path).toMatchObject({
        name: event.name,
        startDate: event.startDate,
        endDate: event.endDate,
        url: event.url,
        organizer: { name: event.organizer.name, url: event.organizer.url },
      });
      expect(data!.location).toEqual(
        event.locations.map((text) => ({ "@type": "Place", name: expect.any(String), address: text })),
      );
    }
  });
});

test.describe("sources", oneWidth, () => {
  // The section is in the prerendered page, for every reader and crawler: read it there.
  test.use({ javaScriptEnabled: false });

  for (const entry of sourcedPages) {
    test(`${entry.path} ends its text with its sources and the date they were checked`, async ({ page }) => {
      await page.goto(entry.path);
      const section = page.getByRole("region", { name: "Sources" });
      await expect(section.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
      // Every item read in one pass: a long page's list costs one query, not four per source.
      const items = await section.getByRole("listitem").evaluateAll((elements) =>
        elements.map((item) => {
          const links = item.querySelectorAll("a[href]");
          return {
            links: links.length,
            href: links[0]?.getAttribute("href"),
            target: links[0]?.getAttribute("target"),
            rel: links[0]?.getAttribute("rel"),
            text: (item.textContent ?? "").replace(/\s+/g, " ").trim(),
          };
        }),
      );
      expect(items).toEqual(
        entry.data.sources!.map((source) => ({
          links: 1,
          href: source.url,
          target: "_blank",
          rel: "noopener noreferrer",
          text: expect.stringContaining(`${source.title} (opens in a new tab), ${source.publisher}`),
        })),
      );
      if (entry.data.checked) {
        await expect(section.getByText(/^Sources checked/)).toHaveText(
          `Sources checked ${longDate(entry.data.checked)}`,
        );
      }
      // After the text, before the call to action.
      const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())?.y ?? Number.NaN;
      const text = page.locator("main article.prose");
      const textEnd = ((await text.boundingBox())?.y ?? 0) + ((await text.boundingBox())?.height ?? 0);
      expect(await top(section)).toBeGreaterThanOrEqual(textEnd);
      expect(await top(page.getByRole("region", { name: "Get the app" }))).toBeGreaterThan(await top(section));
    });
  }
});
