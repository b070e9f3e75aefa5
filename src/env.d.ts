/// <reference types="astro/client" />

// Plain `tsc` reads .ts files only; an Astro component imported from one is a component taking props.
declare module "*.astro" {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
