/**
 * A catalog message with elements inside, put together without React (the browser scripts of the
 * static site): the page renders the message at build time with `slot("name")` placeholders
 * (rich-text.tsx), and the script splits it here and puts its own elements in.
 */
export type TextPart = { text: string } | { slot: string };

/** "Tap the {dots} menu" -> [{ text: "Tap the " }, { slot: "dots" }, { text: " menu" }]; empty text is left out. */
export function splitSlots(message: string): TextPart[] {
  return message
    .split(/\{(\w+)\}/)
    .map((piece, index): TextPart => (index % 2 === 1 ? { slot: piece } : { text: piece }))
    .filter((part) => !("text" in part) || part.text !== "");
}
