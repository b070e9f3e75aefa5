/**
 * Draws the invite page's QR codes that carry the visitor's token (the invite link, and Google
 * Play's listing with the token in its referrer) in place of the busy boxes that QrPlaceholder
 * (app/components/ui/qr-placeholder.tsx) prerenders, with the `qrcode` library: loaded with this
 * module, on a computer only.
 */
import QRCode from "qrcode";
import { qrFrameClasses, qrModuleSizeToFit, qrPath, qrViewBoxSize } from "~/lib/qr-path";

const svgNs = "http://www.w3.org/2000/svg";

function svgElement(name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(svgNs, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** Replaces `placeholder` (role="img", aria-busy, its side in its style) with the code of `value`. */
export function drawQr(placeholder: HTMLElement, value: string): void {
  let modules;
  try {
    ({ modules } = QRCode.create(value, { errorCorrectionLevel: "M" }));
  } catch {
    // Too much data for a QR code: the page's text and links still work.
    placeholder.remove();
    return;
  }
  const side = parseFloat(placeholder.style.width) || 160;
  const size = qrViewBoxSize(modules);
  // The code is centred in the placeholder's box, so what follows it stays put.
  const moduleSize = qrModuleSizeToFit(side, size);
  const frame = document.createElement("span");
  frame.className = qrFrameClasses;
  frame.style.minWidth = frame.style.minHeight = `${side}px`;
  const svg = svgElement("svg", {
    role: "img",
    "aria-label": placeholder.getAttribute("aria-label") ?? "",
    width: size * moduleSize,
    height: size * moduleSize,
    viewBox: `0 0 ${size} ${size}`,
    "shape-rendering": "crispEdges",
    class: "shrink-0 rounded-lg",
  });
  svg.append(
    svgElement("rect", { width: size, height: size, fill: "#ffffff" }),
    svgElement("path", { d: qrPath(modules), fill: "#0f1729" }),
  );
  frame.append(svg);
  placeholder.replaceWith(frame);
}
