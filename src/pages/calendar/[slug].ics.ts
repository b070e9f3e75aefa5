/**
 * /calendar/<slug>.ics: the next edition of each page with a countdown, for its "Add to calendar"
 * button (app/content/calendar.ts), from the content index. Served as text/calendar
 * (server/http-config.mjs).
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { siteConfig } from "~/config/site";
import { contentEntries } from "~/content";
import { calendarFile } from "~/content/calendar";
import { calendarPath } from "~/content/entry";

// Each file where the page's button links it (calendarPath): /calendar/<slug>.ics.
export const getStaticPaths = (() =>
  contentEntries.flatMap((entry) => {
    const [path, file] = [calendarPath(entry), calendarFile(entry, siteConfig)];
    return path && file ? [{ params: { slug: path.slice("/calendar/".length, -".ics".length) }, props: { file } }] : [];
  })) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = ({ props }) =>
  new Response(props.file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
