declare module "virtual:content-index" {
  const entries: import("./entry").ContentEntry[];
  export default entries;
}
