import { Fragment, type ReactNode } from "react";

/**
 * A catalog message with elements inside (a link, a date): call the message with `slot("name")`
 * for each element's parameter, then put the elements in: `withParts(m.x({ start: slot("start") },
 * { locale }), { start: <time>…</time> })`. Each language keeps its own word order.
 */
export function slot(name: string): string {
  return `{${name}}`;
}

export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? piece}</Fragment> : piece));
}
