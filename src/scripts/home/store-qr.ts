/**
 * Redraws a store QR code for a link that carries a campaign (./store-links.ts): loaded only then,
 * since it brings the QR library; the plain listings' codes are drawn at build time
 * (app/lib/qr.server.ts). The code keeps its accessible name and the box its size: the new code,
 * longer and so finer, is centred in the old one's place at whole pixels per module.
 */
import QRCode from "qrcode";
import { qrFrameClasses, qrModuleSizeToFit, qrPath, qrViewBoxSize } from "~/lib/qr-path";

function encode(url: string) {
  try {
    return QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
  } catch {
    return null;
  }
}

export function redrawQr(box: HTMLElement, url: string): void {
  const svg = box.querySelector("svg");
  const path = svg?.querySelector("path");
  const rect = svg?.querySelector("rect");
  if (!svg || !path || !rect) return;
  const modules = encode(url);
  // Too long for a QR code (campaign labels are short, so this does not happen): the badge still links.
  if (!modules) return;
  const size = qrViewBoxSize(modules);
  // The box the prerendered code took, kept so that nothing moves.
  const side = Number(box.dataset.qrSide ?? svg.getAttribute("width"));
  box.dataset.qrSide = String(side);
  const moduleSize = qrModuleSizeToFit(side, size);
  svg.setAttribute("width", String(size * moduleSize));
  svg.setAttribute("height", String(size * moduleSize));
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  rect.setAttribute("width", String(size));
  rect.setAttribute("height", String(size));
  path.setAttribute("d", qrPath(modules));
  if (svg.parentElement === box) {
    const frame = document.createElement("span");
    frame.className = qrFrameClasses;
    frame.style.minWidth = frame.style.minHeight = `${side}px`;
    svg.replaceWith(frame);
    frame.append(svg);
  }
}
