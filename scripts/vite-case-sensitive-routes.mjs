/**
 * React Router 7.18 builds its browser routes without the `caseSensitive`
 * flag that app/routes.ts sets and the manifest carries (createClientRoutes
 * copies only id, index and path), so after hydration /DOWNLOAD matched the
 * download route while the server had answered it with the not-found page:
 * a hydration error and a page that changed under the visitor. This build
 * plugin adds the flag where React Router forgot it. It fails the build if
 * React Router's code no longer has that shape (then check whether upstream
 * fixed it, and drop this plugin).
 */
const unpatched = `    let dataRoute = {
      id: route.id,
      index: route.index,
      path: route.path
    };`;

const patched = `    let dataRoute = {
      id: route.id,
      index: route.index,
      path: route.path,
      caseSensitive: route.caseSensitive
    };`;

export function caseSensitiveClientRoutes() {
  let applied = false;
  return {
    name: "wayfellow-case-sensitive-client-routes",
    apply: "build",
    transform(code, id) {
      if (!/[/\\]react-router[/\\]dist[/\\]/.test(id) || !code.includes("function createClientRoutes(")) return null;
      if (!code.includes(unpatched)) {
        this.error(
          "React Router's createClientRoutes changed shape: check whether it now keeps caseSensitive, then update or drop scripts/vite-case-sensitive-routes.mjs",
        );
      }
      applied = true;
      return { code: code.replace(unpatched, patched), map: null };
    },
    buildEnd() {
      if (this.environment?.name === "client" && !applied) {
        this.error("scripts/vite-case-sensitive-routes.mjs found no createClientRoutes to patch in the client build");
      }
    },
  };
}
