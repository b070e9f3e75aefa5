/**
 * How the content files (every .mdx file under app/content) compile: frontmatter becomes the
 * `frontmatter` export, h2 headings the route `handle`, block components are
 * imported where used, and the rest of the components come from the content
 * layout's MDXProvider (components/content/mdx-components.tsx). The app build
 * (vite.config.ts) and the unit tests (vitest.config.ts) compile them alike.
 */
import mdx from "@mdx-js/rollup";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { PluginOption } from "vite";
import rehypeExportHeadings from "./rehype-export-headings.ts";
import remarkAutoImport from "./remark-auto-import.ts";

export function contentMdx(): PluginOption {
  return {
    enforce: "pre",
    ...mdx({
      providerImportSource: "@mdx-js/react",
      remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: "frontmatter" }], remarkGfm, remarkAutoImport],
      rehypePlugins: [rehypeSlug, rehypeExportHeadings],
    }),
  };
}
