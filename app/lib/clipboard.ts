/**
 * Copies text, also where the async Clipboard API is missing or refused
 * (older in-app browsers, pages without focus): falls back to selecting a
 * temporary text field and the legacy copy command.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the legacy way below.
    }
  }
  const field = doc.createElement("textarea");
  field.value = text;
  field.readOnly = true;
  field.setAttribute("aria-hidden", "true");
  // On screen (iOS will not select off-screen fields) but invisible and tiny.
  field.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;font-size:16px";
  doc.body.appendChild(field);
  try {
    field.select();
    field.setSelectionRange(0, text.length);
    return doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
