/**
 * /calendar/<slug>.ics: the next edition of each page with a countdown, for its "Add to calendar"
 * button (app/content/calendar.ts), from the content index. Served as text/calendar
 * (server/http-config.mjs).
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { siteConfig } from "~/config/site";
import { contentEntries } from "~/content";
import { calendarFile } from "~/content/calendar";

export const getStaticPaths = (() =>
  contentEntries.flatMap((entry) => {
    const file = calendarFile(entry, siteConfig);
    return file ? [{ params: { slug: entry.slug }, props: { file } }] : [];
  })) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = ({ props }) =>
  new Response(props.file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
