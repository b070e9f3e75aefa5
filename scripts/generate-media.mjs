/**
 * Regenerates the site's product imagery from sources kept in the repository.
 *
 *   node scripts/generate-media.mjs            # everything
 *   node scripts/generate-media.mjs screens    # one or more steps: screens, video, festival, social, icons, emoji
 *
 * Inputs
 *   media/screens/*.svg       hand-authored phone screens (390x844 CSS px)
 *   media/festival/*.svg      phone screens of the festival-trip clip, same format
 *   LOGO_SVG (below)          the logo mark
 *   Plus Jakarta Sans         from @fontsource-variable, embedded into every page we render
 *   app/content/ (MDX)        the emoji its packing lists use, drawn from Noto Emoji (@iconify-json/noto)
 *
 * Outputs
 *   public/images/screens/<name>.{png,webp}           780x1688 (2x) screenshots
 *   public/media/demo.{mp4,webm}                      390x844 looping demo, no audio
 *   public/media/demo-poster.{webp,jpg}               the video's first frame
 *   public/media/festival-planning.{mp4,webm}         390x844 looping clip of a festival trip, no audio
 *   public/media/festival-planning-poster.{webp,jpg}  that clip's first frame
 *   public/social/wayfellow-{share,invite}.png        1200x630 link previews
 *   public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png
 *   public/images/emoji/<code points>.svg              each packing-list emoji (app/lib/emoji.ts)
 *
 * Everything but the emoji (copied from the icon set) is drawn by Debian's Chromium (through
 * playwright-core; /usr/bin/chromium or CHROME_PATH) and encoded by ffmpeg (from the PATH or
 * FFMPEG_PATH). There are no clocks, no randomness and no network: re-runs give the same images byte
 * for byte, and videos that differ only by encoder noise. Scratch files live in a temporary directory
 * that is always removed.
 */
/* global document, window -- page.evaluate() callbacks run inside Chromium. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { emojiFileName, emojiImageDir, packingEmoji } from "../app/lib/emoji.ts";
import { colorTokens } from "./design-tokens.mjs";

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const fromRoot = (...segments) => path.join(ROOT, ...segments);

const CHROMIUM_PATH = chromiumPath;
const FFMPEG_PATH = process.env.FFMPEG_PATH ?? "ffmpeg";
const CHROMIUM_ARGS = [...chromiumArgs, "--font-render-hinting=none"];

const FONT_FILE = fromRoot(
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
const FONT_FAMILY = "Plus Jakarta Sans Variable";

const SCREENS_SOURCE_DIR = fromRoot("media/screens");
const FESTIVAL_SOURCE_DIR = fromRoot("media/festival");
const SCREENS_OUT_DIR = fromRoot("public/images/screens");
const VIDEO_OUT_DIR = fromRoot("public/media");
const SOCIAL_OUT_DIR = fromRoot("public/social");
const PUBLIC_DIR = fromRoot("public");

/** The site's colour tokens, read from app/app.css (scripts/design-tokens.mjs). */
const color = colorTokens(
  "canvas",
  "surface",
  "sand",
  "line",
  "ink",
  "inkSoft",
  "brandGlow",
  "brand",
  "brandStrong",
  "brandTint",
  "lagoon",
  "lagoonTint",
  "sun",
  "night",
);

/** The phone screen every SVG source is drawn for, in CSS pixels. */
const SCREEN = { width: 390, height: 844 };

/**
 * The screens, in the order the demo video shows them. `tap` is where the video shows a touch
 * just before moving on to the next screen (screen coordinates).
 */
const SCREENS = [
  { name: "itinerary-map", tap: { x: 230, y: 645 } }, // the lunch stop that won a poll
  { name: "polls-votes", tap: { x: 350, y: 790 } }, // send a comment
  { name: "group-chat", tap: { x: 126, y: 568 } }, // "Add to plan" on the shared place
  { name: "expense-split", tap: { x: 117, y: 782 } }, // Plan tab
  { name: "packing-list", tap: { x: 327, y: 80 } }, // "AI list"
  { name: "ai-suggestions", tap: { x: 39, y: 782 } }, // Trips tab
  { name: "trip-idea-check", tap: { x: 263, y: 772 } }, // "Create this trip"
];

/** The festival clip: a friend group planning a summer music festival trip (media/festival). */
const FESTIVAL_SCREENS = [
  { name: "festival-trip", tap: { x: 117, y: 782 } }, // Plan tab
  { name: "festival-itinerary", tap: { x: 273, y: 782 } }, // Expenses tab
  { name: "festival-expenses", tap: { x: 117, y: 782 } }, // Plan tab (the packing list)
  { name: "festival-packing", tap: { x: 39, y: 782 } }, // Trips tab, back to the trip
];

const VIDEO = {
  fps: 30,
  /** Each screen's slot: it stands still, then slides out while the next one slides in. */
  slotSeconds: 2,
  transitionSeconds: 0.55,
  width: SCREEN.width,
  height: SCREEN.height,
};

/**
 * Byte budgets. WebP steps its quality down and PNG falls back to a palette until an output fits;
 * anything still over budget (or the video pair) fails the run.
 */
const BUDGET = {
  screenWebp: 70_000,
  screenPng: 250_000,
  posterWebp: 40_000,
  socialPng: 300_000,
  videoTotal: 1_500_000,
  festivalPosterWebp: 40_000,
  festivalVideoTotal: 900_000,
};

/**
 * The looping clips, one step each: the screens they show (in order, read from `sourceDir`), the
 * base name of their files in public/media and their budgets (the MP4 and WebM share `videoTotal`).
 */
const CLIPS = {
  video: {
    label: "Demo video",
    sourceDir: SCREENS_SOURCE_DIR,
    screens: SCREENS,
    basename: "demo",
    budget: { videoTotal: BUDGET.videoTotal, posterWebp: BUDGET.posterWebp },
  },
  festival: {
    label: "Festival clip",
    sourceDir: FESTIVAL_SOURCE_DIR,
    screens: FESTIVAL_SCREENS,
    basename: "festival-planning",
    budget: { videoTotal: BUDGET.festivalVideoTotal, posterWebp: BUDGET.festivalPosterWebp },
  },
};

const LOGO_SVG =
  '<svg viewBox="0 0 40 40" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  `<stop offset="0" stop-color="${color.brandGlow}"/><stop offset="1" stop-color="${color.brandStrong}"/></linearGradient></defs>` +
  '<rect width="40" height="40" rx="11" fill="url(#g)"/>' +
  '<path d="M10 29c4.5 0 5-9 10-9s5.5-9 10-9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>' +
  '<circle cx="10" cy="29" r="3" fill="#fff"/>' +
  `<circle cx="30" cy="11" r="3.6" fill="${color.sun}" stroke="#fff" stroke-width="2"/></svg>`;

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

/** Every file written, for the closing summary. */
const written = [];

async function record(file, note = "") {
  const { size } = await stat(file);
  written.push({ file: path.relative(ROOT, file), size, note });
  return size;
}

/** Runs a command; rejects with its stderr when it fails. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${stderr.slice(-2000)}`)),
    );
  });
}

const ffmpeg = (args) => run(FFMPEG_PATH, ["-y", "-hide_banner", "-loglevel", "error", ...args]);

/** Reads the duration of a media file from ffmpeg's banner (ffprobe is not always installed). */
function mediaDuration(file) {
  return new Promise((resolve) => {
    const child = spawn(FFMPEG_PATH, ["-hide_banner", "-i", file], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", () => {
      const match = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
      resolve(match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : NaN);
    });
  });
}

const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const clamp01 = (value) => Math.min(1, Math.max(0, value));
const easeInOutCubic = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Prefixes every id in an SVG (and every reference to one) so that several SVGs can share one
 * HTML document: gradients, clip paths and icon symbols otherwise resolve to the first match.
 */
function scopeSvgIds(svg, prefix) {
  return svg
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${prefix}-$1"`);
}

/** Resizes an SVG's outer width/height attributes (the viewBox keeps its drawing intact). */
function sizeSvg(svg, width, height) {
  return svg.replace(/<svg\b([^>]*)>/, (_, attributes) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, "");
    return `<svg${rest} width="${width}" height="${height}">`;
  });
}

// ---------------------------------------------------------------------------------------------
// Chromium rendering
// ---------------------------------------------------------------------------------------------

let fontCss = "";

async function loadFontCss() {
  const font = await readFile(FONT_FILE);
  fontCss = `@font-face {
    font-family: "${FONT_FAMILY}";
    font-style: normal;
    font-weight: 200 800;
    src: url(data:font/woff2;base64,${font.toString("base64")}) format("woff2");
  }`;
}

/** A standalone page with the brand font and a zeroed box model. */
function htmlPage(body, css = "") {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    ${fontCss}
    * { box-sizing: border-box; }
    html, body { margin: 0; padding: 0; background: transparent; }
    body {
      font-family: "${FONT_FAMILY}", sans-serif;
      -webkit-font-smoothing: antialiased;
      text-rendering: geometricPrecision;
    }
    svg { display: block; }
    ${css}
  </style></head><body>${body}</body></html>`;
}

/** Opens a page of the given CSS size and pixel density and waits for the brand font. */
async function openPage(browser, html, { width, height, scale = 1 }) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  await page.setContent(html, { waitUntil: "load" });
  const loaded = await page.evaluate(async (family) => {
    const faces = await document.fonts.load(`600 16px "${family}"`);
    await document.fonts.ready;
    return faces.length > 0;
  }, FONT_FAMILY);
  if (!loaded) throw new Error(`${FONT_FAMILY} did not load`);
  return page;
}

/** Renders an HTML document to a PNG buffer. */
async function renderPng(browser, html, { width, height, scale = 1, transparent = false }) {
  const page = await openPage(browser, html, { width, height, scale });
  try {
    return await page.screenshot({ type: "png", omitBackground: transparent, animations: "disabled" });
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Encoders
// ---------------------------------------------------------------------------------------------

/** Lossy WebP at the best quality that fits the budget. */
async function writeWebp(inputPng, output, maxBytes, qualities = [92, 88, 84, 80, 76, 72, 68, 64, 60]) {
  for (const quality of qualities) {
    await ffmpeg([
      "-i",
      inputPng,
      // Exact RGB -> YUV rounding keeps flat brand colours within one level of the source.
      "-sws_flags",
      "accurate_rnd+full_chroma_int",
      "-c:v",
      "libwebp",
      "-preset",
      "text",
      "-quality",
      String(quality),
      "-compression_level",
      "6",
      "-pix_fmt",
      "yuv420p",
      output,
    ]);
    if ((await stat(output)).size <= maxBytes) return quality;
  }
  throw new Error(`${path.relative(ROOT, output)} stays over ${formatKb(maxBytes)} even at the lowest quality`);
}

/**
 * PNG that fits the budget: Chromium's truecolour PNG recompressed by ffmpeg, or, when that is too
 * large, a dithered 256-colour palette image. The palette is only a safety net (dither shows in soft
 * shadows and gradients); today every output fits as truecolour. Returns a note on what was kept.
 */
async function writePng(inputPng, output, maxBytes) {
  await ffmpeg(["-i", inputPng, "-pred", "mixed", "-compression_level", "9", output]);
  if ((await stat(output)).size <= maxBytes) return "truecolour";

  const filter =
    "split[a][b];[a]palettegen=max_colors=256:stats_mode=full:reserve_transparent=0[p];" +
    "[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle";
  await ffmpeg(["-i", inputPng, "-filter_complex", filter, "-pred", "mixed", "-compression_level", "9", output]);
  if ((await stat(output)).size <= maxBytes) return "256 colours";
  throw new Error(`${path.relative(ROOT, output)} stays over ${formatKb(maxBytes)} with a palette`);
}

// ---------------------------------------------------------------------------------------------
// Step: screens
// ---------------------------------------------------------------------------------------------

/** Reads `<dir>/<name>.svg` for each screen, keyed by name. */
async function readScreenSources(dir = SCREENS_SOURCE_DIR, screens = SCREENS) {
  const sources = new Map();
  for (const { name } of screens) {
    sources.set(name, await readFile(path.join(dir, `${name}.svg`), "utf8"));
  }
  return sources;
}

async function generateScreens(browser, tmp, sources) {
  await mkdir(SCREENS_OUT_DIR, { recursive: true });
  for (const { name } of SCREENS) {
    const png = await renderPng(browser, htmlPage(sources.get(name)), { ...SCREEN, scale: 2 });
    const rawPath = path.join(tmp, `${name}.png`);
    await writeFile(rawPath, png);

    const pngOut = path.join(SCREENS_OUT_DIR, `${name}.png`);
    const webpOut = path.join(SCREENS_OUT_DIR, `${name}.webp`);
    const pngNote = await writePng(rawPath, pngOut, BUDGET.screenPng);
    const quality = await writeWebp(rawPath, webpOut, BUDGET.screenWebp);
    await record(pngOut, `780x1688, ${pngNote}`);
    await record(webpOut, `780x1688, quality ${quality}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Steps: demo video, festival clip
// ---------------------------------------------------------------------------------------------

/**
 * The video page stacks every screen of a clip on one stage. `window.showFrame(t)` poses the stage
 * for time t (seconds): each screen stands still for most of its slot, a touch ripple marks the tap
 * that leads on, and the next screen pushes in from the right like an iOS navigation push. The last
 * slot pushes the first screen back in, so the clip loops seamlessly. The status bar is a fixed
 * overlay (taken from the clip's first screen), as on a real phone.
 */
function videoPage(screenList, sources) {
  const screens = screenList
    .map(
      ({ name }, index) =>
        `<div class="screen" id="screen-${index}">${scopeSvgIds(sources.get(name), `s${index}`)}</div>`,
    )
    .join("");
  const statusBar = scopeSvgIds(sources.get(screenList[0].name), "status");
  const body = `<div class="stage">${screens}
    <div class="status-bar">${statusBar}</div>
    <div class="tap" id="tap"></div>
  </div>`;
  const css = `
    .stage { position: relative; width: ${SCREEN.width}px; height: ${SCREEN.height}px; overflow: hidden;
      background: ${color.canvas}; }
    .screen { position: absolute; inset: 0; visibility: hidden; will-change: transform; }
    .screen::after { content: ""; position: absolute; inset: 0; background: ${color.night};
      opacity: var(--dim, 0); pointer-events: none; }
    .screen.incoming { box-shadow: -12px 0 32px rgb(22 33 58 / 0.18); }
    .status-bar { position: absolute; inset: 0 0 auto 0; height: 50px; overflow: hidden; z-index: 10; }
    .tap { position: absolute; z-index: 20; width: 56px; height: 56px; margin: -28px 0 0 -28px;
      border-radius: 50%; background: rgb(22 33 58 / 0.16); border: 2px solid rgb(255 255 255 / 0.9);
      box-shadow: 0 2px 10px rgb(22 33 58 / 0.25); opacity: 0; }`;
  const script = `<script>
    const screens = [...document.querySelectorAll(".screen")];
    const tap = document.getElementById("tap");
    const taps = ${JSON.stringify(screenList.map(({ tap }) => tap))};
    const slot = ${VIDEO.slotSeconds}, transition = ${VIDEO.transitionSeconds};
    const ease = ${easeInOutCubic.toString()};
    const clamp01 = ${clamp01.toString()};
    window.showFrame = (t) => {
      const index = Math.floor(t / slot) % screens.length;
      const next = (index + 1) % screens.length;
      const local = t - Math.floor(t / slot) * slot;
      const progress = ease(clamp01((local - (slot - transition)) / transition));
      screens.forEach((screen, i) => {
        const shown = i === index || (i === next && progress > 0);
        screen.style.visibility = shown ? "visible" : "hidden";
        screen.classList.toggle("incoming", i === next && progress > 0);
      });
      const current = screens[index], incoming = screens[next];
      current.style.zIndex = 1;
      current.style.transform = "translateX(" + (-30 * progress) + "%)";
      current.style.setProperty("--dim", String(0.18 * progress));
      incoming.style.zIndex = 2;
      incoming.style.transform = "translateX(" + (100 * (1 - progress)) + "%)";
      incoming.style.setProperty("--dim", "0");
      // The touch: grows in over 0.25 s ending at the push, then fades as the screen leaves.
      const tapStart = slot - transition - 0.3;
      const k = clamp01((local - tapStart) / 0.3);
      const fade = clamp01((local - (slot - transition)) / 0.2);
      tap.style.left = (taps[index].x - 30 * progress * ${SCREEN.width} / 100) + "px";
      tap.style.top = taps[index].y + "px";
      tap.style.opacity = String(k > 0 ? Math.min(1, k * 2) * (1 - fade) : 0);
      tap.style.transform = "scale(" + (0.55 + 0.45 * ease(k)) + ")";
    };
  </script>`;
  return htmlPage(body + script, css);
}

/**
 * Renders one clip of CLIPS (`sources` holds its screens' SVGs) to <basename>.{mp4,webm} and
 * <basename>-poster.{webp,jpg} in public/media. Returns the clip's duration in seconds.
 */
async function generateVideo(browser, tmp, clip, sources) {
  const { screens, basename, budget } = clip;
  await mkdir(VIDEO_OUT_DIR, { recursive: true });
  // One folder per clip: the image2 input reads every numbered frame it finds.
  const framesDir = path.join(tmp, `frames-${basename}`);
  await mkdir(framesDir, { recursive: true });

  // 1. Frames.
  const frameCount = Math.round(screens.length * VIDEO.slotSeconds * VIDEO.fps);
  const page = await openPage(browser, videoPage(screens, sources), { width: VIDEO.width, height: VIDEO.height });
  try {
    for (let frame = 0; frame < frameCount; frame += 1) {
      await page.evaluate((t) => window.showFrame(t), frame / VIDEO.fps);
      const file = path.join(framesDir, `frame-${String(frame).padStart(4, "0")}.png`);
      await page.screenshot({ path: file, type: "png", animations: "disabled" });
    }
  } finally {
    await page.close();
  }
  const frames = ["-framerate", String(VIDEO.fps), "-i", path.join(framesDir, "frame-%04d.png")];
  // Tag the conversion as BT.709 so browsers show the brand colours as rendered.
  const colourFilter = "scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd,format=yuv420p";
  // A short loop needs no seeking: one keyframe per loop costs far less than one per screen.
  const gop = ["-g", String(frameCount)];
  const colourTags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"];

  // 2. H.264 MP4: broad compatibility, moov atom up front for progressive playback.
  const mp4 = path.join(VIDEO_OUT_DIR, `${basename}.mp4`);
  await ffmpeg([
    ...frames,
    "-vf",
    colourFilter,
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-tune",
    "animation",
    "-crf",
    "25",
    "-profile:v",
    "high",
    ...gop,
    ...colourTags,
    "-movflags",
    "+faststart",
    "-an",
    mp4,
  ]);

  // 3. VP9 WebM: smaller for browsers that take it.
  const webm = path.join(VIDEO_OUT_DIR, `${basename}.webm`);
  await ffmpeg([
    ...frames,
    "-vf",
    colourFilter,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "36",
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "1",
    "-row-mt",
    "1",
    ...gop,
    ...colourTags,
    "-an",
    webm,
  ]);

  const duration = await mediaDuration(mp4);
  const mp4Size = await record(mp4, `${VIDEO.width}x${VIDEO.height}, ${duration.toFixed(2)} s, H.264`);
  const webmSize = await record(
    webm,
    `${VIDEO.width}x${VIDEO.height}, ${(await mediaDuration(webm)).toFixed(2)} s, VP9`,
  );
  if (mp4Size + webmSize > budget.videoTotal) {
    throw new Error(
      `${basename}.mp4 + ${basename}.webm are ${formatKb(mp4Size + webmSize)}, over ${formatKb(budget.videoTotal)}`,
    );
  }

  // 4. Poster: the first frame, same size as the video.
  const firstFrame = path.join(framesDir, "frame-0000.png");
  const posterWebp = path.join(VIDEO_OUT_DIR, `${basename}-poster.webp`);
  const posterJpg = path.join(VIDEO_OUT_DIR, `${basename}-poster.jpg`);
  const quality = await writeWebp(firstFrame, posterWebp, budget.posterWebp);
  await ffmpeg(["-i", firstFrame, "-q:v", "3", "-pix_fmt", "yuvj444p", posterJpg]);
  await record(posterWebp, `${VIDEO.width}x${VIDEO.height}, quality ${quality}`);
  await record(posterJpg, `${VIDEO.width}x${VIDEO.height}`);
  return duration;
}

// ---------------------------------------------------------------------------------------------
// Step: social previews
// ---------------------------------------------------------------------------------------------

const SOCIAL = { width: 1200, height: 630 };

/** A phone in a dark bezel showing one screen source at the given screen width. */
function phone(svg, screenWidth, idPrefix) {
  const screenHeight = Math.round((screenWidth * SCREEN.height) / SCREEN.width);
  return `<div class="phone" style="width:${screenWidth + 24}px;height:${screenHeight + 24}px">
    <div class="phone-screen">${sizeSvg(scopeSvgIds(svg, idPrefix), screenWidth, screenHeight)}</div>
    <div class="phone-island"></div>
  </div>`;
}

const PHONE_CSS = `
  .phone { position: absolute; padding: 12px; border-radius: 54px; background: ${color.night};
    box-shadow: 0 0 0 2px #2a3550 inset, 0 40px 80px -30px rgb(22 33 58 / 0.55), 0 18px 36px -18px rgb(22 33 58 / 0.4); }
  .phone-screen { border-radius: 42px; overflow: hidden; }
  .phone-island { position: absolute; top: 22px; left: 50%; width: 96px; height: 28px; margin-left: -48px;
    border-radius: 14px; background: ${color.night}; }`;

const logo = (size, prefix) => sizeSvg(scopeSvgIds(LOGO_SVG, prefix), size, size);

function shareImagePage(sources) {
  const body = `<main class="card">
    <div class="glow glow-a"></div><div class="glow glow-b"></div>
    <div class="copy">
      <div class="brand">${logo(64, "logo")}<span>Wayfellow</span></div>
      <h1>Plan group trips together</h1>
      <p>Polls, itinerary, chat and expenses<br>in one free app</p>
      <div class="pills"><span>Free on iOS</span><span>Free on Android</span></div>
    </div>
    ${phone(sources.get("itinerary-map"), 300, "phone")}
  </main>`;
  const css = `${PHONE_CSS}
    .card { position: relative; width: ${SOCIAL.width}px; height: ${SOCIAL.height}px; overflow: hidden;
      background: linear-gradient(135deg, ${color.canvas} 0%, ${color.sand} 100%); color: ${color.ink}; }
    .glow { position: absolute; border-radius: 50%; }
    .glow-a { width: 620px; height: 620px; right: -120px; top: -160px;
      background: radial-gradient(circle, rgb(251 191 36 / 0.55) 0%, rgb(232 89 12 / 0.22) 45%, transparent 70%); }
    .glow-b { width: 420px; height: 420px; right: 240px; bottom: -260px;
      background: radial-gradient(circle, rgb(15 118 110 / 0.18) 0%, transparent 70%); }
    .copy { position: absolute; left: 84px; top: 92px; width: 640px; }
    .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 800; letter-spacing: -0.02em; }
    h1 { margin: 52px 0 0; font-size: 76px; line-height: 1.02; font-weight: 800; letter-spacing: -0.035em; }
    p { margin: 26px 0 0; font-size: 28px; line-height: 1.35; font-weight: 500; color: ${color.inkSoft}; }
    .pills { display: flex; gap: 12px; margin-top: 34px; }
    .pills span { padding: 10px 20px; border-radius: 999px; background: ${color.surface}; border: 1.5px solid ${color.line};
      font-size: 20px; font-weight: 700; color: ${color.brandStrong}; }
    .phone { right: 96px; top: 58px; }`;
  return htmlPage(body, css);
}

/** The invite preview: a boarding-pass style ticket with a tear-off stub on a sunset. */
function inviteImagePage() {
  const avatars = [
    ["M", color.brand, "#fff"],
    ["J", color.lagoon, "#fff"],
    ["P", color.sun, color.ink],
    ["L", color.ink, "#fff"],
    ["S", color.brandTint, color.brandStrong],
  ]
    .map(([letter, bg, fg]) => `<span style="background:${bg};color:${fg}">${letter}</span>`)
    .join("");
  const stubX = 700; // where the ticket tears, from its left edge
  const body = `<main class="card">
    <div class="sun"></div>
    <svg class="hills" viewBox="0 0 1200 260" preserveAspectRatio="none" aria-hidden="true">
      <path d="M0 150c160-60 300-70 460-20s300 60 460 0 220-70 280-60v190H0z" fill="#ffffff" fill-opacity="0.14"/>
      <path d="M0 210c200-40 360-30 540 0s380 30 660-30v80H0z" fill="#ffffff" fill-opacity="0.2"/>
    </svg>
    <div class="ticket-shadow"><div class="ticket">
      <section class="main">
        <div class="brand">${logo(56, "logo")}<span>Wayfellow</span></div>
        <div class="eyebrow">Trip invite</div>
        <h1>You have been invited<br>to a trip!</h1>
        <p>Open the invite in the free Wayfellow app</p>
      </section>
      <section class="stub">
        <div class="avatars">${avatars}<span class="more">+3</span></div>
        <div class="stub-copy">Your friends are planning. Add your vote.</div>
        <div class="cta">Join the trip</div>
        <div class="stores">Free on iOS and Android</div>
      </section>
    </div></div>
  </main>`;
  const notch = (y) =>
    `radial-gradient(circle 24px at ${stubX}px ${y}, #0000 97%, #000) ${y === "0" ? "top" : "bottom"}`;
  const css = `
    .card { position: relative; width: ${SOCIAL.width}px; height: ${SOCIAL.height}px; overflow: hidden;
      background: linear-gradient(160deg, ${color.brandGlow} 0%, ${color.brand} 45%, ${color.brandStrong} 100%); color: ${color.ink}; }
    .sun { position: absolute; width: 560px; height: 560px; right: -110px; top: -190px; border-radius: 50%;
      background: radial-gradient(circle, ${color.sun} 0%, rgb(251 191 36 / 0.55) 38%, rgb(251 191 36 / 0) 70%); }
    .hills { position: absolute; left: 0; bottom: 0; width: 100%; height: 260px; }
    .ticket-shadow { position: absolute; left: 70px; top: 75px; filter: drop-shadow(0 30px 40px rgb(68 20 4 / 0.45)); }
    .ticket { display: flex; width: 1060px; height: 480px; border-radius: 36px; background: ${color.canvas};
      -webkit-mask: ${notch("0")} / 100% 51% no-repeat, ${notch("100%")} / 100% 51% no-repeat; }
    .main { position: relative; flex: none; width: ${stubX}px; padding: 58px 40px 58px 64px; }
    .brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 800; letter-spacing: -0.02em; }
    .eyebrow { position: absolute; right: 44px; top: 68px; padding: 9px 18px; border-radius: 999px;
      background: ${color.brandTint}; color: ${color.brandStrong}; font-size: 18px; font-weight: 800;
      letter-spacing: 0.08em; text-transform: uppercase; }
    h1 { margin: 74px 0 0; font-size: 57px; line-height: 1.08; font-weight: 800; letter-spacing: -0.035em;
      white-space: nowrap; }
    p { margin: 28px 0 0; font-size: 27px; line-height: 1.35; font-weight: 500; color: ${color.inkSoft}; }
    .stub { flex: 1; min-width: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 22px;
      padding: 0 44px; border-left: 3px dashed ${color.line}; background: ${color.sand}; }
    .avatars { display: flex; padding-left: 14px; }
    .avatars span { display: grid; place-items: center; width: 58px; height: 58px; margin-left: -14px;
      border-radius: 50%; border: 4px solid ${color.sand}; font-size: 22px; font-weight: 800; }
    .avatars .more { background: ${color.surface}; color: ${color.inkSoft}; font-size: 19px; }
    .stub-copy { font-size: 22px; line-height: 1.35; font-weight: 600; text-align: center; color: ${color.inkSoft}; }
    .cta { align-self: stretch; padding: 20px 0; border-radius: 999px; background: ${color.brandStrong}; color: #fff;
      text-align: center; font-size: 26px; font-weight: 800; box-shadow: 0 14px 24px -12px rgb(194 65 12 / 0.8); }
    .stores { font-size: 17px; font-weight: 700; color: ${color.brandStrong}; }`;
  return htmlPage(body, css);
}

async function generateSocial(browser, tmp, sources) {
  await mkdir(SOCIAL_OUT_DIR, { recursive: true });
  const pages = [
    ["wayfellow-share.png", shareImagePage(sources)],
    ["wayfellow-invite.png", inviteImagePage()],
  ];
  for (const [file, html] of pages) {
    const rawPath = path.join(tmp, file);
    await writeFile(rawPath, await renderPng(browser, html, SOCIAL));
    const output = path.join(SOCIAL_OUT_DIR, file);
    const note = await writePng(rawPath, output, BUDGET.socialPng);
    await record(output, `1200x630, ${note}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Step: icons
// ---------------------------------------------------------------------------------------------

/**
 * The mark for opaque, full-bleed icons (iOS rounds the corners itself): the gradient fills the
 * square and the route glyph is scaled down a little to sit inside the mask's safe area.
 */
const FULL_BLEED_LOGO_SVG = LOGO_SVG.replace('rx="11" ', "")
  .replace('<path d="M10', '<g transform="translate(20 20) scale(0.86) translate(-20 -20)"><path d="M10')
  .replace("</svg>", "</g></svg>");

/** The mark for 16 px: a heavier route and larger dots so the glyph survives four-fold downscaling. */
const SMALL_LOGO_SVG = LOGO_SVG.replace('stroke-width="3.2"', 'stroke-width="4.6"')
  .replace('r="3" fill="#fff"', 'r="4" fill="#fff"')
  .replace(
    `r="3.6" fill="${color.sun}" stroke="#fff" stroke-width="2"`,
    `r="5" fill="${color.sun}" stroke="#fff" stroke-width="2.4"`,
  );

/** Renders an SVG at size x size pixels. */
function renderSvgIcon(browser, svg, size, { transparent }) {
  return renderPng(browser, htmlPage(sizeSvg(svg, size, size)), { width: size, height: size, transparent });
}

/**
 * Writes an ICO container holding PNG images: a 6-byte header, one 16-byte directory entry per
 * image, then the PNG payloads (PNG-compressed entries are valid since Windows Vista).
 */
function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);

  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8); // payload size
    entry.writeUInt32LE(offset, 12); // payload offset
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

async function generateIcons(browser, tmp) {
  await mkdir(PUBLIC_DIR, { recursive: true });

  // Transparent corners for the favicon and the web-app icons.
  const icoImages = [];
  for (const size of [16, 32, 48]) {
    const svg = size === 16 ? SMALL_LOGO_SVG : LOGO_SVG;
    icoImages.push({ size, png: await renderSvgIcon(browser, svg, size, { transparent: true }) });
  }
  const ico = path.join(PUBLIC_DIR, "favicon.ico");
  await writeFile(ico, icoFromPngs(icoImages));
  await record(ico, "16, 32, 48 px PNG entries");

  for (const size of [192, 512]) {
    const rawPath = path.join(tmp, `icon-${size}.png`);
    await writeFile(rawPath, await renderSvgIcon(browser, LOGO_SVG, size, { transparent: true }));
    const output = path.join(PUBLIC_DIR, `icon-${size}.png`);
    await ffmpeg(["-i", rawPath, "-pred", "mixed", "-compression_level", "9", output]);
    await record(output, `${size}x${size}, transparent corners`);
  }

  // Apple touch icon: opaque, full bleed.
  const rawPath = path.join(tmp, "apple-touch-icon.png");
  await writeFile(rawPath, await renderSvgIcon(browser, FULL_BLEED_LOGO_SVG, 180, { transparent: false }));
  const appleIcon = path.join(PUBLIC_DIR, "apple-touch-icon.png");
  await ffmpeg(["-i", rawPath, "-pix_fmt", "rgb24", "-pred", "mixed", "-compression_level", "9", appleIcon]);
  await record(appleIcon, "180x180, opaque");
}

// ---------------------------------------------------------------------------------------------
// Emoji
// ---------------------------------------------------------------------------------------------

const CONTENT_DIR = fromRoot("app/content");
const EMOJI_OUT_DIR = path.join(PUBLIC_DIR, emojiImageDir);
const EMOJI_SET = fromRoot("node_modules/@iconify-json/noto");

/**
 * Writes one SVG per emoji the content's packing lists use, from Noto Emoji, and removes the
 * images no list uses any more. An emoji the set lacks stops the step with its name.
 */
async function generateEmoji() {
  const used = new Set();
  for (const file of (await readdir(CONTENT_DIR, { recursive: true })).filter((name) => name.endsWith(".mdx")).sort()) {
    for (const emoji of packingEmoji(await readFile(path.join(CONTENT_DIR, file), "utf8"))) used.add(emoji);
  }
  const set = JSON.parse(await readFile(path.join(EMOJI_SET, "icons.json"), "utf8"));
  const chars = JSON.parse(await readFile(path.join(EMOJI_SET, "chars.json"), "utf8"));
  const images = new Map();
  for (const emoji of used) {
    const fileName = emojiFileName(emoji);
    const key = fileName.replace(/\.svg$/, "");
    let name = chars[key] ?? chars[`${key}-fe0f`];
    while (name && !set.icons[name] && set.aliases?.[name]) {
      if (Object.keys(set.aliases[name]).some((field) => field !== "parent")) break; // a transformed alias
      name = set.aliases[name].parent;
    }
    const icon = name && set.icons[name];
    if (!icon) throw new Error(`Noto Emoji has no image for ${emoji} (${key}): choose another emoji`);
    const width = icon.width ?? set.width;
    const height = icon.height ?? set.height;
    images.set(
      fileName,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>\n`,
    );
  }
  await mkdir(EMOJI_OUT_DIR, { recursive: true });
  for (const stale of (await readdir(EMOJI_OUT_DIR)).filter((name) => !images.has(name))) {
    await rm(path.join(EMOJI_OUT_DIR, stale));
  }
  for (const [fileName, svg] of [...images].sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.join(EMOJI_OUT_DIR, fileName);
    await writeFile(file, svg);
    await record(file);
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const STEPS = ["screens", "video", "festival", "social", "icons", "emoji"];

/** @param {Map<string, number>} durations each rendered clip's duration in seconds, by label */
function printSummary(durations) {
  const width = Math.max(...written.map(({ file }) => file.length));
  console.log(`\n${"File".padEnd(width)}  ${"Size".padStart(9)}  Notes`);
  console.log(`${"-".repeat(width)}  ${"-".repeat(9)}  ${"-".repeat(32)}`);
  for (const { file, size, note } of written) {
    console.log(`${file.padEnd(width)}  ${formatKb(size).padStart(9)}  ${note}`);
  }
  const total = written.reduce((sum, { size }) => sum + size, 0);
  console.log(`${"-".repeat(width)}  ${"-".repeat(9)}`);
  console.log(`${`${written.length} files`.padEnd(width)}  ${formatKb(total).padStart(9)}`);
  if (durations.size > 0) console.log("");
  for (const [label, duration] of durations) console.log(`${label}: ${duration.toFixed(2)} s`);
}

async function main() {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((step) => !STEPS.includes(step));
  if (unknown.length > 0) throw new Error(`Unknown step(s): ${unknown.join(", ")}. Steps: ${STEPS.join(", ")}`);
  const steps = requested.length > 0 ? requested : STEPS;

  if (steps.includes("emoji")) await generateEmoji();
  if (steps.every((step) => step === "emoji")) return printSummary(new Map());

  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH)`);
  await ffmpeg(["-version"]).catch(() => {
    throw new Error(`ffmpeg not found (${FFMPEG_PATH}); install it or set FFMPEG_PATH`);
  });
  await loadFontCss();

  const tmp = await mkdtemp(path.join(os.tmpdir(), "wayfellow-media-"));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const durations = new Map();
  try {
    const sources = await readScreenSources();
    if (steps.includes("screens")) await generateScreens(browser, tmp, sources);
    for (const [step, clip] of Object.entries(CLIPS)) {
      if (!steps.includes(step)) continue;
      const clipSources =
        clip.sourceDir === SCREENS_SOURCE_DIR ? sources : await readScreenSources(clip.sourceDir, clip.screens);
      durations.set(clip.label, await generateVideo(browser, tmp, clip, clipSources));
    }
    if (steps.includes("social")) await generateSocial(browser, tmp, sources);
    if (steps.includes("icons")) await generateIcons(browser, tmp);
  } finally {
    await browser.close();
    await rm(tmp, { recursive: true, force: true });
  }
  printSummary(durations);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
