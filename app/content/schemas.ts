/**
 * Frontmatter schemas, one per collection (zod). They run where content is
 * read from disk (content/load.ts: app/routes.ts at build time, and the unit
 * tests), so a broken file fails the build with its file and field named. The
 * browser bundle imports only their types.
 */
import { z } from "zod";
import { slugPattern, type CollectionName } from "./collections";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real calendar date");

const base = z.object({
  /** The page's own title (the browser tab adds " | Wayfellow"). */
  title: z.string().trim().min(1, "is required").max(60, "must be at most 60 characters (search results cut it)"),
  description: z
    .string()
    .trim()
    .min(70, "must be at least 70 characters (a useful search snippet)")
    .max(160, "must be at most 160 characters (search results cut it)"),
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

const colourSchemes = ["blue", "green", "purple", "orange", "worldcup"] as const;

export const legalSchema = base.strict();

export const guideSchema = base
  .extend({
    /** Guide card fields (spec section 3). */
    emoji: z.string().min(1).max(8),
    color: z.enum(colourSchemes),
    related,
    countdown: z
      .object({ target: isoDate, scheme: z.enum(colourSchemes) })
      .strict()
      .optional(),
  })
  .strict();

export const blogSchema = base
  .extend({
    readTime: z.number().int().positive(),
    category: z.string().min(1),
    categoryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #0f766e"),
    related,
    /** Other paths that serve the same article; its canonical stays /blog/{slug}. */
    aliases: z.array(z.string().regex(/^\/[a-z0-9-/]+$/, "must be site paths")).optional(),
  })
  .strict();

export const schemas = { legal: legalSchema, guides: guideSchema, blog: blogSchema } satisfies Record<
  CollectionName,
  z.ZodType
>;

export type LegalFrontmatter = z.infer<typeof legalSchema>;
export type GuideFrontmatter = z.infer<typeof guideSchema>;
export type BlogFrontmatter = z.infer<typeof blogSchema>;
export interface FrontmatterOf {
  legal: LegalFrontmatter;
  guides: GuideFrontmatter;
  blog: BlogFrontmatter;
}
