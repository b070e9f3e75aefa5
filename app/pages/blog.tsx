import { Container, Eyebrow } from "~/components/ui/container";
import { blog } from "~/config/blog";
import { feedLink } from "~/config/feed";
import { entriesOf } from "~/content";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { newestFirst } from "~/content/feeds/rss";
import { CategoryLabel } from "~/components/blog/category-label";

const articles = newestFirst(entriesOf("blog"));
const published = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export const meta: MetaFunction = () =>
  buildMeta({
    title: blog.title,
    description: blog.description,
    path: blog.path,
    image: blog.socialImage,
    extra: [feedLink],
  });

/** /blog: the articles, newest first, from the content index (spec section 2). */
export default function Blog() {
  return (
    <Container className="py-14 md:py-20">
      <Eyebrow>Blog</Eyebrow>
      <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{blog.title}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{blog.description}</p>
      <ul className="mt-12 grid gap-5 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.path}>
            <article className="relative flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card transition duration-200 hover:-translate-y-1 hover:shadow-lift sm:p-7">
              <CategoryLabel name={article.data.category} color={article.data.categoryColor} />
              <h2 className="text-xl font-extrabold tracking-tight text-balance sm:text-2xl">
                {/* The whole card is the link's target area; the title is its name. */}
                <a href={article.path} className="after:absolute after:inset-0 after:rounded-card">
                  {article.data.title}
                </a>
              </h2>
              <p className="mt-3 leading-relaxed text-ink-soft">{article.data.description}</p>
              <p className="mt-auto flex gap-3 pt-5 text-sm text-ink-faint">
                <time dateTime={article.data.published}>
                  {published.format(new Date(`${article.data.published}T00:00:00Z`))}
                </time>
                <span aria-hidden="true">·</span>
                <span>{article.data.readTime} min read</span>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Container>
  );
}
