import { useEffect, useState } from "react";

declare const __BUILD_DATE__: string;

/** The build's date, fixed into the prerendered HTML. */
export const buildDate = new Date(typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : Date.now());

/**
 * Today's date without a hydration mismatch: the first render uses the build
 * date (as the prerendered HTML does), then the visitor's clock takes over.
 */
export function useToday(): Date {
  const [today, setToday] = useState(buildDate);
  useEffect(() => setToday(new Date()), []);
  return today;
}
