/**
 * Structured data inside the page body, for data that lives in a page's
 * content (such as its questions and answers) rather than in its frontmatter.
 * `<` is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
