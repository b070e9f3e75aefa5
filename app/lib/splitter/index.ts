/** The trip cost splitter's logic (issue 26), one import for the page. */
export * from "./money";
export * from "./ledger";
export * from "./settle";
export * from "./schema";
export * from "./link";
