export interface Processor {
  name: string;
  /** ISO 3166 two-letter code, upper case; "" when the value is not in the format. */
  country: string;
  /** One of `safeguards`, lower case; "" when the value is not in the format. */
  safeguard: string;
}
export type ProcessorRole = "hosting" | "email" | "ai" | "push" | "deletion";
export const processorRoles: {
  role: Exclude<ProcessorRole, "deletion">;
  name: string;
  label: string;
  /** What the page shows until it is set, as "[… not set]": a name, so it reads the same on German pages. */
  placeholder: string;
}[];
export const deletionProcessor: { role: "deletion"; name: string; label: string };
export const safeguards: string[];
export const eeaCountries: Set<string>;
export function parseProcessors(value: unknown): Processor[];
export function processorValueProblems(name: string, value: unknown): string[];
