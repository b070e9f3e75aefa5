/**
 * Frontmatter schemas, one per collection (zod). They run wherever content is
 * read (the content collections, src/content.config.ts; the disk reader of the
 * tests and scripts, content/load.ts), so a broken file fails the build with its
 * file and field named. No browser script imports them.
 */
import { z } from "zod";
import { promptFlags, snippet } from "../config/constants.ts";
import { slugPattern, type CollectionName } from "./collections.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real calendar date");

const base = z.object({
  /** The page's own title (the browser tab adds the brand where it fits). */
  title: z
    .string()
    .trim()
    .min(1, "is required")
    .max(snippet.maxTitleLength, `must be at most ${snippet.maxTitleLength} characters (search results cut it)`),
  description: z
    .string()
    .trim()
    .min(
      snippet.minDescriptionLength,
      `must be at least ${snippet.minDescriptionLength} characters (a useful search snippet)`,
    )
    .max(
      snippet.maxDescriptionLength,
      `must be at most ${snippet.maxDescriptionLength} characters (search results cut it)`,
    ),
  published: isoDate,
  /** The date the content last changed in substance: sitemap lastmod and dateModified. */
  revised: isoDate,
  /** Social preview image: a site path or an https URL. Defaults to the site's share image. */
  image: z
    .string()
    .regex(/^(\/|https:\/\/)/, "must be a site path or an https URL")
    .optional(),
});

const related = z
  .array(z.string().regex(slugPattern, "must be kebab-case slugs"))
  .length(3, "must list exactly three related slugs");

/** Countdown colour schemes (spec section 3). */
export const countdownSchemes = ["blue", "green", "purple", "orange", "worldcup"] as const;
/** Guide card colours (home tiles and card grids). */
export const cardColors = ["violet", "blue", "pink", "green", "sky", "emerald", "orange", "amber"] as const;
/** Guide card icons: lucide icon names the card grid knows (components/guides/guide-icon.tsx). */
export const cardIcons = [
  "tent",
  "wine",
  "party-popper",
  "bike",
  "mountain-snow",
  "land-plot",
  "trophy",
  "footprints",
  "beer",
  "hotel",
  "shirt",
  "newspaper",
  "calculator",
] as const;

/** The call-to-action block that closes guides and articles (spec section 3). */
const cta = z
  .object({
    problem: z.string().min(10),
    solution: z.string().min(10),
    button: z.string().min(2).max(40),
  })
  .strict();

/** A countdown counts to the start of the page's `event` (its next edition): the two cannot disagree. */
const countdown = z
  .object({ scheme: z.enum(countdownSchemes), label: z.string().min(3) })
  .strict()
  .optional();

/**
 * The next edition of a real event the page plans, with the dates its organiser published:
 * emitted as Event data, counted down to, offered as a calendar file. A page whose next
 * edition has no published dates has no `event` (and so no countdown).
 */
const event = z
  .object({
    name: z.string().min(3),
    startDate: isoDate,
    endDate: isoDate,
    /** Where it takes place, most specific first ("Theresienwiese, Munich, Germany"). */
    locations: z.array(z.string().min(2)).min(1),
    url: z.string().url().startsWith("https://"),
    organizer: z.object({ name: z.string(), url: z.string().url() }).strict(),
  })
  .strict()
  .refine((value) => value.endDate >= value.startDate, { message: "endDate must not be before startDate" })
  .optional();

/** A published source the page's facts rest on (decisions.md, "Sources"). */
const source = z
  .object({
    title: z.string().trim().min(3),
    publisher: z.string().trim().min(2),
    url: z.string().url().startsWith("https://", "must be an https URL"),
    /** When this source was checked, where that is later than the page's `checked` (a source added since). */
    checked: z.string().pipe(isoDate).optional(),
  })
  .strict();

/** What a missing field is told, instead of zod's "expected string, received undefined". */
const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `is required: ${what}` : undefined;

/**
 * The Sources section that ends every guide and article (decisions.md, "Sources"): at least
 * three published sources and the date they were last checked.
 */
const sourced = {
  /**
   * Claims that change on a known date: what to look at again, from when, and where (the page that
   * will say it). `npm run content:due` lists each one whose date has come.
   */
  watch: z
    .array(
      z
        .object({
          what: z.string().trim().min(5, "must say what to look at (at least 5 characters)"),
          from: isoDate,
          where: z.string().url().startsWith("https://", "must be an https URL"),
        })
        .strict(),
    )
    .optional(),
  checked: z.string({ error: required("the date the sources were last checked (YYYY-MM-DD)") }).pipe(isoDate),
  sources: z
    .array(source, { error: required("the published sources the page rests on (title, publisher, url)") })
    .min(3, "must list at least three published sources"),
};

export const legalSchema = base.strict();

export const guideSchema = base
  .extend({
    /** Guide card fields (spec section 3): short title and description, emoji, colour, icon. */
    card: z
      .object({
        title: z.string().min(1).max(40, "must be at most 40 characters (a card title)"),
        description: z.string().min(20).max(110, "must be at most 110 characters (a card line)"),
      })
      .strict(),
    emoji: z.string().min(1).max(8),
    color: z.enum(cardColors),
    icon: z.enum(cardIcons),
    /** Position among the home page's 'How To?' tiles; pages without it are not tiles. */
    homeOrder: z.number().int().positive().optional(),
    related,
    /** The call-to-action card that closes the guide (spec section 3). */
    cta,
    /** Counts down to `event.startDate`; `label` names what starts then. */
    countdown,
    /** The once-per-session download prompt, opened when section `section` (a heading id) scrolls into view. */
    prompt: z
      .object({
        flag: z.enum(Object.keys(promptFlags) as [keyof typeof promptFlags]),
        section: z.string().regex(slugPattern, "must be a heading id"),
        message: z.string().min(20).max(200),
      })
      .strict()
      .optional(),
    event,
    ...sourced,
  })
  .strict();

export const blogSchema = base
  .extend({
    readTime: z.number().int().positive(),
    category: z.string().min(1),
    categoryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #0f766e"),
    related,
    cta,
    countdown,
    event,
    ...sourced,
    /** Other paths that serve the same article; its canonical stays /blog/{slug}. */
    aliases: z.array(z.string().regex(/^\/[a-z0-9-/]+$/, "must be site paths")).optional(),
  })
  .strict();

/** A countdown needs the event whose start it counts to. */
function countdownNeedsEvent(data: { countdown?: unknown; event?: unknown }, ctx: z.RefinementCtx) {
  if (data.countdown && !data.event) {
    ctx.addIssue({ code: "custom", path: ["countdown"], message: "needs an `event` with published dates to count to" });
  }
}

export const schemas = {
  legal: legalSchema,
  guides: guideSchema.superRefine(countdownNeedsEvent),
  blog: blogSchema.superRefine(countdownNeedsEvent),
} satisfies Record<CollectionName, z.ZodType>;

/**
 * A page in another language (`<slug>.<lang>.mdx`) has its collection's fields, written in its
 * language, and either follows an English source beside it, naming the English revision it follows
 * (`sourceRevised`: a test fails when the source's `revised` moves on), or was written in its
 * language first, with no English counterpart (`original: true`, decisions.md "Guides written for
 * German groups first"). Where its slug differs from the source's, or it has no source, `slug`
 * names its own.
 */
const translated = {
  sourceRevised: isoDate.optional(),
  original: z.literal(true).optional(),
  slug: z.string().regex(slugPattern, "must be a kebab-case slug").optional(),
};

/** A page in another language follows its English source or is an original, not both. */
function followsOrOriginal(data: { sourceRevised?: string; original?: true }, context: z.RefinementCtx) {
  if (data.original && data.sourceRevised)
    context.addIssue({
      code: "custom",
      path: ["original"],
      message: "an original has no English source: drop `sourceRevised` or `original`",
    });
  if (!data.original && !data.sourceRevised)
    context.addIssue({
      code: "custom",
      path: ["sourceRevised"],
      message:
        "required: the `revised` date of the English page this translation follows (YYYY-MM-DD), or `original: true` for a page written in its language first",
    });
}

export const translationSchemas = {
  legal: legalSchema.extend(translated).superRefine(followsOrOriginal),
  guides: guideSchema.extend(translated).superRefine(countdownNeedsEvent).superRefine(followsOrOriginal),
  blog: blogSchema.extend(translated).superRefine(countdownNeedsEvent).superRefine(followsOrOriginal),
} satisfies Record<CollectionName, z.ZodType>;

/** What a translation's front matter adds to its source's fields. */
export interface TranslationFields {
  sourceRevised?: string;
  original?: true;
  slug?: string;
}

export type LegalFrontmatter = z.infer<typeof legalSchema>;
export type GuideFrontmatter = z.infer<typeof guideSchema>;
export type BlogFrontmatter = z.infer<typeof blogSchema>;
export interface FrontmatterOf {
  legal: LegalFrontmatter;
  guides: GuideFrontmatter;
  blog: BlogFrontmatter;
}
