export const noDataProtectionOfficer: "none";

export function hasNoDataProtectionOfficer(value: string | undefined): boolean;
