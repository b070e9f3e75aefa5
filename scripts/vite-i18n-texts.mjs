/**
 * Each page loads the interface text of its own language only (issue 32: the German edition may
 * add at most 2 KB to an English page, and a German page may load at most 3 KB more than its
 * English counterpart).
 *
 * Paraglide compiles one function per message with every language's text inside, and the language
 * is chosen at each call (`m.key(inputs, { locale })`). In the browser build, this plugin compiles a
 * module's messages into the module instead, in one language:
 *
 * - A site module keeps its `m.key(...)` calls in English (the base language): they become the
 *   English text in place (a message called once), or a local constant or function, as a literal
 *   would be. English pages load no other language.
 * - A page in another language is a route module named for it, beside the English one:
 *   `routes/home.de.tsx` (which re-exports `./home`), `routes/layout.de.tsx`,
 *   `content/guides/oktoberfest.de.mdx`. What such a module imports is a copy in that language: the
 *   same code, its calls compiled with the German text. A page's own modules are all copied (and
 *   lucide-react's icons), so that no chunk is shared by the two languages' pages. The shell's
 *   modules (what the root route and the English layout load, now or later) stay one module for
 *   both languages unless they show text: they hold the state every page shares (the consent
 *   store, the analytics queue, React contexts), which a copy would split in two.
 * - The root route is shared by every page, so its few messages (the error page) keep every
 *   language: each call chooses its text where it stands.
 * - The translated content pages' card data (`virtual:content-translations`) is language too: a
 *   module sees the translations into its own language (none in English).
 *
 * The server build, which prerenders the HTML, and `vite dev` keep Paraglide's modules as they are.
 * Had a German page any English left, its hydration would change the prerendered German: the
 * browser suite's hydration-warning and no-English checks on every German page catch it.
 *
 * A third language needs no change here: its pages are `<name>.<locale>.tsx|mdx` files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
/** @type {string} */
export const baseLocale = settings.baseLocale;
/** @type {string[]} */
const otherLocales = settings.locales.filter((locale) => locale !== baseLocale);
const catalog = JSON.parse(readFileSync(`messages/${baseLocale}.json`, "utf8"));
const keys = new Set(Object.keys(catalog).filter((key) => key !== "$schema"));

const messagesDir = path.resolve("app/paraglide/messages");
const rootModule = path.resolve("app/root.tsx");
const layoutModule = path.resolve("app/routes/layout.tsx");
const localePage = new RegExp(
  `[\\\\/]app[\\\\/](?:routes|content)[\\\\/].*\\.(${otherLocales.join("|")})\\.(?:tsx|mdx)$`,
);
/**
 * Library modules a page's copy takes its own copies of: lucide-react's icons (and the index that
 * names them), pure data without state. Shared, they would be a chunk of their own that both
 * languages' pages load; the icon machinery they use stays one.
 */
const isPageLibrary = (id) =>
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/][^\\/]+|lucide-react)\.mjs$/.test(id);
const isSiteScript = (id) =>
  !id.startsWith("\0") &&
  !id.includes("?") &&
  !id.includes("node_modules") &&
  /[\\/]app[\\/]/.test(id) &&
  !/[\\/]app[\\/]paraglide[\\/]/.test(id) &&
  /\.(tsx?|m?jsx?|mdx)$/.test(id);
const barrelImport = /import\s*\{\s*m\s*\}\s*from\s*["'][^"']*paraglide\/messages(?:\.js)?["'];?/;
const messageReference = /\bm\.([a-z][a-z0-9_]*)\b/g;
/** The translated content pages' listing data (content/vite-plugin.ts): a module sees its own language's. */
const translations = "virtual:content-translations";
const importsTranslations = (code) => code.includes(`"${translations}"`);

/** Copies of a module in another language: `\0wayfellow-lang:de:/…/app/components/x.tsx`. */
const copyPrefix = "\0wayfellow-lang:";
const copyId = (locale, id) => `${copyPrefix}${locale}:${id}`;
/** The language of a module's copy, or null for a module that is no copy. */
export const copyLocale = (id) => parseCopy(id)?.locale ?? null;
function parseCopy(id) {
  if (!id.startsWith(copyPrefix)) return null;
  const rest = id.slice(copyPrefix.length);
  const colon = rest.indexOf(":");
  return { locale: rest.slice(0, colon), id: rest.slice(colon + 1) };
}

/** One language's function of a compiled message (`const de_key = <this>;` in Paraglide's module). */
const functions = new Map();
function messageFunction(key, locale) {
  const cacheKey = `${locale}:${key}`;
  if (!functions.has(cacheKey)) {
    const code = readFileSync(path.join(messagesDir, `${key}.js`), "utf8");
    const start = `const ${locale.replace(/-/g, "_")}_${key} = `;
    const from = code.indexOf(start);
    const to = code.indexOf("\n};", from);
    if (from < 0 || to < 0)
      throw new Error(`i18n: no ${locale} text in message "${key}" (has Paraglide's output changed?)`);
    functions.set(cacheKey, code.slice(from + start.length, to + 2));
  }
  return functions.get(cacheKey);
}
const hasInputs = (key) => messageFunction(key, baseLocale).includes("(i) =>");
/** The text of a message without inputs, as the template literal Paraglide returns (else null). */
function textOf(key, locale) {
  const literal = /^\/\*\*[^]*?\*\/ \(\) => \{\s*return \/\*\*[^]*?\*\/ \((`(?:[^`\\$]|\\.|\$(?!\{))*`)\)\s*\}$/.exec(
    messageFunction(key, locale),
  );
  return literal?.[1] ?? null;
}

/**
 * The template of a message with inputs (`(i) => { return (`…${i?.name}…`) }`) as its parts: the
 * literal text between the inputs, and the inputs' names in order (else null).
 */
function templateOf(key, locale) {
  const literal =
    /^\/\*\*[^]*?\*\/ \(i\) => \{\s*return \/\*\*[^]*?\*\/ \(`((?:[^`\\$]|\\.|\$(?!\{)|\$\{i\?\.[A-Za-z_$][\w$]*\})*)`\)\s*\}$/.exec(
      messageFunction(key, locale),
    );
  if (!literal) return null;
  const parts = literal[1].split(/\$\{i\?\.([A-Za-z_$][\w$]*)\}/);
  return { texts: parts.filter((_, index) => index % 2 === 0), inputs: parts.filter((_, index) => index % 2 === 1) };
}

/** An expression that reads a value and does nothing else: it may be evaluated again, later or not at all. */
const isPlain = (node) =>
  node.type === "Identifier" ||
  node.type === "Literal" ||
  (node.type === "TemplateLiteral" && node.expressions.length === 0) ||
  (node.type === "MemberExpression" && !node.computed && isPlain(node.object));

/**
 * A call of a message with inputs, `m.key({ a: x, b: f(y) }, …)`, as a template literal with the
 * inputs in place: `\`… ${x} … ${f(y)} …\``, as the text stood before the catalog (else null). Each
 * input is evaluated as the object's property was, unless it is a plain read: then its place and
 * number of uses do not matter. Any other shape of argument keeps the function.
 */
function inlineCall(code, call, key, locale) {
  const template = templateOf(key, locale);
  const [inputs] = call.arguments;
  if (!template || inputs?.type !== "ObjectExpression") return null;
  const values = new Map();
  for (const property of inputs.properties) {
    if (property.type !== "Property" || property.computed || property.kind !== "init" || property.method) return null;
    const name = property.key.type === "Identifier" ? property.key.name : String(property.key.value);
    values.set(name, property.value);
  }
  const impure = [...values].filter(([, value]) => !isPlain(value)).map(([name]) => name);
  const inOrder = template.inputs.filter((name) => impure.includes(name));
  if (inOrder.join() !== impure.join() || template.inputs.some((name) => !values.has(name))) return null;
  let out = "`";
  template.texts.forEach((text, index) => {
    out += text;
    const name = template.inputs[index];
    if (name !== undefined) out += `\${${code.slice(values.get(name).start, values.get(name).end)}}`;
  });
  return `${out}\``;
}

/** Every AST node below `node`, with its parent. */
function* walk(node, parent = null) {
  if (!node || typeof node.type !== "string") return;
  yield [node, parent];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* walk(child, node);
    else if (value && typeof value === "object" && typeof value.type === "string") yield* walk(value, node);
  }
}

/**
 * A module's code with its messages in one language: `m.key(inputs, { locale })` becomes
 * `m$key(inputs)`, and `m$key` a local function with the language's text; a message without
 * inputs that the module only calls becomes its text (`m.key({}, { locale })` -> `m$key`).
 */
export function compileMessages(context, code, id, locale) {
  const barrel = barrelImport.exec(code);
  if (!barrel) return null;
  const edits = [[barrel.index, barrel.index + barrel[0].length, ""]];
  const used = new Set();
  const names = [];
  const messageObjects = new Set();
  /** Calls of messages without inputs, and the messages passed on as functions. */
  const calls = [];
  const inputCalls = [];
  const passed = new Set();
  for (const [node, parent] of walk(context.parse(code))) {
    if (node.type === "Identifier" && node.name === "m") names.push(node);
    if (
      node.type !== "MemberExpression" ||
      node.computed ||
      node.object.type !== "Identifier" ||
      node.object.name !== "m"
    )
      continue;
    const key = node.property.name;
    if (!keys.has(key)) throw new Error(`i18n: ${id} calls m.${key}, which no catalog has`);
    messageObjects.add(node.object);
    used.add(key);
    const name = `m$${key}`;
    if (parent?.type === "CallExpression" && parent.callee === node) {
      if (!hasInputs(key)) calls.push([parent.start, parent.end, key]);
      else inputCalls.push([parent, key]);
    } else {
      edits.push([node.start, node.end, name]);
      passed.add(key);
    }
  }
  // A message without inputs that is only ever called is its text, as a literal would be.
  const constant = (key) => !passed.has(key) && textOf(key, locale) !== null;
  // Called once in the module: the text itself stands there, with no name at all.
  const callsOf = (key) => calls.filter((call) => call[2] === key).length;
  const inline = (key) => constant(key) && callsOf(key) === 1;
  for (const [from, to, key] of calls)
    edits.push([from, to, inline(key) ? textOf(key, locale) : constant(key) ? `m$${key}` : `m$${key}()`]);
  // A message with inputs called once, in a form that can be, is its template with the inputs in place.
  const inlined = new Set();
  for (const [call, key] of inputCalls) {
    const once = !passed.has(key) && inputCalls.filter(([, other]) => other === key).length === 1;
    const template = once ? inlineCall(code, call, key, locale) : null;
    if (template !== null) inlined.add(key);
    const [inputs] = call.arguments;
    edits.push([call.start, call.end, template ?? `m$${key}(${inputs ? code.slice(inputs.start, inputs.end) : ""})`]);
  }
  // Besides the import's own, any other `m` would be a different binding, which this cannot tell apart.
  const inImport = (node) => node.start >= barrel.index && node.end <= barrel.index + barrel[0].length;
  if (names.some((node) => !messageObjects.has(node) && !inImport(node)))
    throw new Error(`i18n: ${id} uses the name "m" for something besides the messages`);
  const out = applyEdits(code, id, edits);
  const definitions = [...used]
    .filter((key) => !inline(key) && !inlined.has(key))
    .map((key) => `const m$${key} = ${constant(key) ? textOf(key, locale) : messageFunction(key, locale)};`);
  return `${definitions.join("\n")}\n${out}`;
}

/** `code` with each edit (`[from, to, text]`) made. */
function applyEdits(code, id, edits) {
  edits.sort((a, b) => b[0] - a[0]);
  // A call inside another's inputs would be rewritten twice: say so rather than emit broken code.
  edits.forEach(([, to], index) => {
    if (index > 0 && to > edits[index - 1][0])
      throw new Error(`i18n: ${id} calls a message inside another's inputs; give the inner text a name first`);
  });
  let out = code;
  for (const [from, to, text] of edits) out = out.slice(0, from) + text + out.slice(to);
  return out;
}

/**
 * The root route's code with each message call choosing its language's text in place:
 * `m.key(inputs, { locale })` becomes `(locale === "de" ? \`…\` : \`…\`)`, each branch the message's
 * template with the inputs in place (inlineCall's rules, per branch). The root is shared by every
 * page, so its few messages (the error page) keep every language, without Paraglide's functions.
 */
export function compileEveryLanguage(context, code, id) {
  const barrel = barrelImport.exec(code);
  if (!barrel) return null;
  const edits = [[barrel.index, barrel.index + barrel[0].length, ""]];
  for (const [node, parent] of walk(context.parse(code))) {
    if (node.type !== "MemberExpression" || node.object.type !== "Identifier" || node.object.name !== "m") continue;
    const key = node.property.name;
    const options = parent?.type === "CallExpression" && parent.callee === node ? parent.arguments[1] : null;
    const locale =
      options?.type === "ObjectExpression" && options.properties.find((property) => property.key?.name === "locale");
    if (!keys.has(key) || !locale || !isPlain(locale.value))
      throw new Error(`i18n: ${id} must call m.${key}(inputs, { locale }) with the page's language`);
    const texts = settings.locales.map((language) =>
      hasInputs(key) ? inlineCall(code, parent, key, language) : textOf(key, language),
    );
    if (texts.includes(null)) throw new Error(`i18n: ${id} calls m.${key} in a form this cannot compile`);
    const chosen = code.slice(locale.value.start, locale.value.end);
    const base = texts[settings.locales.indexOf(baseLocale)];
    const expression = settings.locales.reduceRight(
      (rest, language, index) =>
        language === baseLocale ? rest : `${chosen} === "${language}" ? ${texts[index]} : ${rest}`,
      base,
    );
    edits.push([parent.start, parent.end, `(${expression})`]);
  }
  return applyEdits(code, id, edits);
}

/** Shared with the chunk groups (chunk-groups.mjs): the base-language modules that have copies in another language. */
export const languageModules = new Set();

export function i18nTexts() {
  /** Each site module's code as the other plugins left it, before its messages were compiled. */
  const sources = new Map();
  /** Whether a module shows text, itself or through what it imports (decided modules only). */
  const showsText = new Map();

  async function textModule(context, id, visiting = new Set()) {
    if (!isSiteScript(id) || id === rootModule) return false;
    if (showsText.has(id)) return showsText.get(id);
    if (visiting.has(id)) return null;
    visiting.add(id);
    const info = await context.load({ id, resolveDependencies: true });
    const code = sources.get(id) ?? info.code ?? "";
    let result = (barrelImport.test(code) && messageReference.test(code)) || importsTranslations(code);
    messageReference.lastIndex = 0;
    let undecided = false;
    for (const dependency of result ? [] : [...info.importedIds, ...info.dynamicallyImportedIds]) {
      const shows = await textModule(context, dependency, visiting);
      if (shows) {
        result = true;
        break;
      }
      if (shows === null) undecided = true;
    }
    visiting.delete(id);
    // Inside an import cycle, a "no" may only hold for now: decide again next time.
    if (result || !undecided) showsText.set(id, result);
    return result;
  }

  /**
   * The modules every page shares, whatever its language: the root route, the base language's
   * layout and everything they load, now or later. A copy of one of these would be a second
   * instance of its state (the consent store, the analytics queue, a React context).
   */
  let shell = null;
  function shellModules(context) {
    shell ??= (async () => {
      const found = new Set();
      const queue = [rootModule, layoutModule];
      while (queue.length > 0) {
        const id = queue.pop();
        if (found.has(id) || !isSiteScript(id)) continue;
        found.add(id);
        const info = await context.load({ id, resolveDependencies: true });
        queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
      return found;
    })();
    return shell;
  }

  return {
    name: "wayfellow-i18n-texts",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return undefined;
      const copy = parseCopy(importer);
      if (source === translations && (copy || isSiteScript(importer))) {
        const language = copy?.locale ?? localePage.exec(importer)?.[1] ?? baseLocale;
        return this.resolve(`${translations}?locale=${language}`, copy?.id ?? importer, options);
      }
      const locale = copy?.locale ?? localePage.exec(importer)?.[1];
      if (!locale) return undefined;
      const resolved = await this.resolve(source, copy?.id ?? importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external && isPageLibrary(resolved.id)) return copyId(locale, resolved.id);
      if (!resolved || resolved.external || !isSiteScript(resolved.id) || resolved.id === rootModule) return resolved;
      // The shell's modules are shared unless they show text; a page's own modules are all copied,
      // so that a page's code is not split into chunks the two languages share.
      const shared = (await shellModules(this)).has(resolved.id);
      if (shared && !(await textModule(this, resolved.id))) return resolved;
      languageModules.add(resolved.id);
      return copyId(locale, resolved.id);
    },
    async load(id) {
      const copy = parseCopy(id);
      if (!copy) return undefined;
      await this.load({ id: copy.id });
      const code = sources.get(copy.id);
      if (code === undefined) throw new Error(`i18n: no code for ${copy.id}`);
      // A library copy keeps its package's promise of no side effects (its index names every icon).
      return { code, moduleType: "js", ...(isPageLibrary(copy.id) ? { moduleSideEffects: false } : {}) };
    },
    transform: {
      order: "post",
      handler(code, id) {
        const copy = parseCopy(id);
        if (!copy && isPageLibrary(id)) sources.set(id, code);
        if (!copy && !isSiteScript(id)) return undefined;
        if (!copy) sources.set(id, code);
        if (id === rootModule) {
          const compiled = compileEveryLanguage(this, code, id);
          return compiled === null ? undefined : { code: compiled, map: null };
        }
        const locale = copy?.locale ?? localePage.exec(id)?.[1] ?? baseLocale;
        const compiled = compileMessages(this, code, copy?.id ?? id, locale);
        return compiled === null ? undefined : { code: compiled, map: null };
      },
    },
  };
}
