import { Fragment, type ReactNode } from "react";

/**
 * A catalog message with elements inside it (a link, the support address): the message is called
 * with each element's placeholder left as `{name}` (`m.key({ email: "{email}" }, { locale })`), and
 * this puts the elements there. The sentence stays whole in the catalog, so each language orders
 * its words its own way; a placeholder without an element stays as written.
 */
export function fillMessage(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** The `{name}` placeholders of `names`, to call a message with before `fillMessage` fills them. */
export function slots<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;
}
