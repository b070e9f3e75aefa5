import type { ComponentProps } from "react";

/**
 * A section heading whose text links to itself, so a reader can copy the
 * section's address; the "#" beside it is decoration. The heading's
 * accessible name stays its own text.
 */
export function anchoredHeading(Tag: "h2" | "h3") {
  return function AnchoredHeading({ id, children, ...props }: ComponentProps<"h2">) {
    if (!id) return <Tag {...props}>{children}</Tag>;
    return (
      <Tag id={id} {...props}>
        <a href={`#${id}`} className="heading-link">
          {children}
          <span aria-hidden="true" className="heading-anchor">
            #
          </span>
        </a>
      </Tag>
    );
  };
}
