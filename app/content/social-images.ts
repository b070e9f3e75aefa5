/**
 * One 1200x630 link-preview image per content page, drawn at build time from
 * the page's title in the site's design (satori lays it out as SVG, resvg
 * turns it into PNG; both run in plain Node, no browser), at
 * /social/<collection>/<slug>.png (src/pages/social/[...path].png.ts), the
 * address the metadata helper gives every content page without an image of
 * its own (content/entry.ts, socialImagePath).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import type { ContentEntry } from "./entry.ts";
import type { Locale } from "../config/locales.ts";

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`));

const eyebrows: Record<Locale, Record<ContentEntry["collection"], string>> = {
  en: { legal: "Legal", guides: "Planning guide", blog: "Blog" },
  de: { legal: "Rechtliches", guides: "Reiseratgeber", blog: "Blog" },
};

/** The line at the bottom of a content page's card, in its language. */
const taglines: Record<Locale, string> = {
  en: "The free group trip planner for iOS and Android",
  de: "Die kostenlose App für Gruppenreisen, für iOS und Android",
};

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72" viewBox="0 0 40 40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs><rect width="40" height="40" rx="11" fill="url(#g)"/><path d="M10 29c4.5 0 5-9 10-9s5.5-9 10-9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="10" cy="29" r="3" fill="#fff"/><circle cx="30" cy="11" r="3.6" fill="#fbbf24" stroke="#fff" stroke-width="2"/></svg>`;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

export interface SocialCard {
  eyebrow: string;
  title: string;
  /** The line at the bottom, in the page's language; English by default. */
  tagline?: string;
}

const defaultTagline = taglines.en;

export function cardOfEntry(entry: ContentEntry): SocialCard {
  return {
    eyebrow: eyebrows[entry.locale][entry.collection],
    title: entry.data.title,
    tagline: taglines[entry.locale],
  };
}

/** The card: brand bar, eyebrow, title, and the app's promise at the bottom. */
export function socialCard(
  { eyebrow, title, tagline = defaultTagline }: SocialCard,
  siteName: string,
  host: string,
): Node {
  const size = title.length > 48 ? 60 : 70;
  return h(
    "div",
    {
      width: 1200,
      height: 630,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 72px 56px",
      background: "linear-gradient(135deg, #fffaf4 0%, #fffaf4 62%, #ffedd5 100%)",
      fontFamily: "Plus Jakarta Sans",
      color: "#16213a",
      boxSizing: "border-box",
      position: "relative",
    },
    [
      h("div", { position: "absolute", top: 0, left: 0, width: 1200, height: 16, background: "#c2410c" }),
      h("div", { display: "flex", alignItems: "center", gap: 20 }, [
        h("img", { width: 72, height: 72 }, undefined, {
          src: `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`,
        }),
        h("div", { fontSize: 38, fontWeight: 800 }, siteName),
      ]),
      h("div", { display: "flex", flexDirection: "column", width: 1056 }, [
        h(
          "div",
          { fontSize: 26, fontWeight: 800, letterSpacing: 4, textTransform: "uppercase", color: "#c2410c" },
          eyebrow,
        ),
        h(
          "div",
          {
            display: "flex",
            width: 1000,
            marginTop: 18,
            fontSize: size,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          },
          title,
        ),
      ]),
      h("div", { display: "flex", width: 1056, justifyContent: "space-between", fontSize: 26, color: "#4a5468" }, [
        h("div", {}, tagline),
        h("div", { fontWeight: 700, color: "#16213a" }, host),
      ]),
    ],
  );
}

let wasmReady: Promise<void> | null = null;

export async function renderSocialImage(card: SocialCard, siteName: string, host: string): Promise<Uint8Array> {
  wasmReady ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await wasmReady;
  const svg = await satori(socialCard(card, siteName, host) as never, {
    width: 1200,
    height: 630,
    fonts: [
      { name: "Plus Jakarta Sans", data: fontFile(500), weight: 500, style: "normal" },
      { name: "Plus Jakarta Sans", data: fontFile(700), weight: 700, style: "normal" },
      { name: "Plus Jakarta Sans", data: fontFile(800), weight: 800, style: "normal" },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
}
