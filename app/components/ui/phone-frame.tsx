import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A modern phone drawn in CSS around a 390 x 844 screen (screenshots, the demo
 * video). The frame takes its width from `className`; the screen keeps the
 * phone's aspect ratio, so nothing inside shifts while it loads.
 */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "relative rounded-[16%/7.4%] bg-linear-to-b from-[#2a3247] to-[#0b0f1a] p-[3%] shadow-[0_2px_4px_rgb(15_23_41/0.2),0_40px_80px_-24px_rgb(15_23_41/0.45)] ring-1 ring-black/40",
        className,
      )}
    >
      {/* Side buttons */}
      <span aria-hidden="true" className="absolute top-[22%] -left-[3px] h-[7%] w-[3px] rounded-l bg-[#1b2234]" />
      <span aria-hidden="true" className="absolute top-[31%] -left-[3px] h-[7%] w-[3px] rounded-l bg-[#1b2234]" />
      <span aria-hidden="true" className="absolute top-[26%] -right-[3px] h-[11%] w-[3px] rounded-r bg-[#1b2234]" />
      <div className="relative aspect-[390/844] overflow-hidden rounded-[13.5%/6.25%] bg-canvas ring-1 ring-white/10">
        {children}
        {/* Dynamic Island */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-[1.35%] left-1/2 h-[4.2%] w-[31%] -translate-x-1/2 rounded-full bg-black"
        />
      </div>
    </div>
  );
}
