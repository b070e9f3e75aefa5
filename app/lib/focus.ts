/**
 * A ref for an element that replaces the control the visitor just used
 * (a button that becomes a video, a share button that becomes its
 * fallbacks): keyboard focus moves to it instead of dropping to the page.
 * A stable function, so React calls it once, when the element mounts.
 */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
