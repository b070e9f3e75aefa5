/**
 * Reads the _headers and _redirects files a static host reads, so the local
 * server applies exactly the rules production gets.
 */

/** Parses Netlify/Cloudflare `_headers`: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (/^\s/.test(line)) {
      if (!current) continue;
      const colon = line.indexOf(":");
      if (colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      current = { path: line.trim(), headers: {} };
      rules.push(current);
    }
  }
  return rules;
}

/** Parses `_redirects`: "from to [status]" per line. */
export function parseRedirectsFile(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

export function pathMatches(pattern, path) {
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2);
  return pattern === path;
}

/** All headers of the rules that match `path`, in file order. */
export function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules) if (pathMatches(rule.path, path)) Object.assign(headers, rule.headers);
  return headers;
}
