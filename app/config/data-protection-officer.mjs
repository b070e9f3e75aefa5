/**
 * How the operator says it has no data protection officer because none is
 * required (art. 37 GDPR, § 38 BDSG): VITE_DATA_PROTECTION_OFFICER="none".
 * Plain JavaScript, shared by the deploy table (Node) and the legal pages
 * (browser), so both read the value the same way.
 */
export const noDataProtectionOfficer = "none";

/** True when the configured data protection officer value says none is appointed. */
export function hasNoDataProtectionOfficer(value) {
  return typeof value === "string" && value.trim().toLowerCase() === noDataProtectionOfficer;
}
