import { Fragment, type ReactNode } from "react";

/** Marks a placeholder of a catalog message (a private-use character, never typed by a visitor). */
const mark = "\uE000";

/** A stand-in for `name` in a message's parameters, replaced by a React node in `withSlots`. */
export function slot(name: string): string {
  return `${mark}${name}${mark}`;
}

/**
 * A catalog message with React nodes in place of its `slot()`s: the words and their order come from
 * the message in the page's language, the nodes (a name isolated in `<bdi>`) from the page.
 * `m.splitter_payment({ from: slot("from"), … })` -> `<bdi>Ben</bdi> zahlt <bdi>Ana</bdi> 123,00 €`.
 */
export function withSlots(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(new RegExp(`${mark}(\\w+)${mark}`));
  return parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
}
