/**
 * Joins class names, skipping falsy values.
 *
 * It does not merge conflicting Tailwind classes: components take their
 * variants as props (Button's size, Card's padding, Eyebrow's tone, ...) so
 * no caller needs to override a class. tailwind-merge would do the merging,
 * but it costs about 8.7 KB of gzipped JavaScript on every page, which the
 * pages' budgets cannot carry (docs/benchmarks.md).
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
