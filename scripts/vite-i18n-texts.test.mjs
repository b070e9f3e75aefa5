import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { compileEveryLanguage, compileMessages } from "./vite-i18n-texts.mjs";

const context = { parse: (code) => parseAst(code) };
const header = 'import { m } from "~/paraglide/messages.js";\n';
const compile = (body, locale = "en") => compileMessages(context, `${header}${body}`, "/app/x.tsx", locale);

describe("a module's messages in one language", () => {
  it("puts a message called once in place as its template, with plain inputs in it", () => {
    const out = compile("label = m.footer_social_label({ name: site.name, network: network.name }, { locale });");
    expect(out).toContain("label = `${site.name} on ${network.name} (opens in a new tab)`;");
    expect(out).not.toContain("m.");
    expect(
      compile("label = m.footer_social_label({ name: site.name, network: network.name }, { locale });", "de"),
    ).toContain("label = `${site.name} auf ${network.name} (öffnet in neuem Tab)`;");
  });

  it("keeps an input that does more than read where it was evaluated, once, in the object's order", () => {
    expect(compile("text = m.footer_rights({ year: String(year), name: site.name }, { locale });")).toContain(
      "text = `© ${String(year)} ${site.name}. All rights reserved.`;",
    );
  });

  it("keeps the function where inlining would evaluate an input twice or out of order", () => {
    const twice = compile("text = m.splitter_error_remove_many({ name: who(), count: n, list }, { locale });");
    expect(twice).toContain("text = m$splitter_error_remove_many({ name: who(), count: n, list });");
    expect(twice).toMatch(/const m\$splitter_error_remove_many = .*\(i\) =>/s);
    const reordered = compile("label = m.footer_social_label({ network: first(), name: second() }, { locale });");
    expect(reordered).toContain("label = m$footer_social_label({ network: first(), name: second() });");
  });

  it("gives a message called twice one local function", () => {
    const out = compile(
      "a = m.footer_rights({ year, name }, { locale }); b = m.footer_rights({ year, name }, { locale });",
    );
    expect(out.match(/const m\$footer_rights = /g)).toHaveLength(1);
    expect(out).toContain("a = m$footer_rights({ year, name }); b = m$footer_rights({ year, name });");
  });

  it("refuses a message called inside another's inputs rather than emit broken code", () => {
    expect(() => compile("x = m.footer_rights({ year: m.splitter_title({}, { locale }), name }, { locale });")).toThrow(
      /inside another's inputs/,
    );
  });
});

describe("the root's messages in every language", () => {
  it("choose their text where they stand, by the page's language", () => {
    const out = compileEveryLanguage(
      context,
      `${header}title = m.error_something_wrong({}, { locale });`,
      "/app/root.tsx",
    );
    expect(out).toContain('title = (locale === "de" ? `Etwas ist schiefgelaufen` : `Something went wrong`);');
  });

  it("refuse a call that does not pass the page's language", () => {
    expect(() => compileEveryLanguage(context, `${header}title = m.error_something_wrong();`, "/app/root.tsx")).toThrow(
      /with the page's language/,
    );
  });
});
