export const productName: string;
export const defaultOrigin: string;
export function siteOrigin(env: Record<string, unknown> | undefined): string;
