/**
 * How the unit tests (vitest.config.ts) compile a content file they render (the legal pages' text):
 * frontmatter becomes the `frontmatter` export, block components are imported where used, and the
 * rest of the components come from an MDXProvider (components/content/mdx-components.tsx). The
 * site's build compiles the content files with Astro's MDX integration instead (astro.config.ts,
 * src/content.config.ts).
 */
import mdx from "@mdx-js/rollup";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { PluginOption } from "vite";
import remarkAutoImport from "./remark-auto-import.ts";

export function contentMdx(): PluginOption {
  return {
    enforce: "pre",
    ...mdx({
      providerImportSource: "@mdx-js/react",
      remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: "frontmatter" }], remarkGfm, remarkAutoImport],
      rehypePlugins: [rehypeSlug],
    }),
  };
}
