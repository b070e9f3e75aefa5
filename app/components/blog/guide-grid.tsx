import { GuideGridCards } from "~/components/blog/guide-grid-cards";

/** A grid of content pages named by slug, from the content index. */
export function GuideGrid({ slugs }: { slugs: string[] }) {
  return (
    <div className="not-prose my-8">
      <GuideGridCards slugs={slugs} />
    </div>
  );
}
