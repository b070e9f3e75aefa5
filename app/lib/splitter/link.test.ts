// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exampleLedger as lisbon } from "./example";
import {
  base64urlDecode,
  base64urlEncode,
  decodeLedger,
  encodeLedger,
  isolate,
  ledgerSchema,
  ledgerSummaryText,
} from "./link";
import type { Ledger } from "./ledger";
import { splitterText } from "./paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");

/** A fragment for arbitrary JSON text, built the way the format says (independently of encodeLedger). */
async function fragmentOf(json: string, version = "v1."): Promise<string> {
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return version + Buffer.from(bytes).toString("base64url");
}

const withChanges = (change: (ledger: Record<string, unknown> & Ledger) => void) => {
  const copy = structuredClone(lisbon) as Record<string, unknown> & Ledger;
  change(copy);
  return copy;
};

describe("base64url", () => {
  it("matches RFC 4648 §5 without padding", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + 250) % 256);
      const text = base64urlEncode(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      expect(base64urlDecode(text)).toEqual(bytes);
    }
  });

  it("refuses characters outside the alphabet, padding and impossible lengths", () => {
    expect(base64urlDecode("ab+c")).toBeNull();
    expect(base64urlDecode("ab/c")).toBeNull();
    expect(base64urlDecode("abc=")).toBeNull();
    expect(base64urlDecode("abcde")).toBeNull();
  });
});

describe("encodeLedger and decodeLedger", () => {
  it("round-trips the issue's example", async () => {
    const fragment = await encodeLedger(lisbon);
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeLedger(fragment, en)).toEqual({ ok: true, ledger: lisbon });
    expect(await decodeLedger(`#${fragment}`, en)).toEqual({ ok: true, ledger: lisbon });
    const pasted = ` https://example.com/trip-cost-splitter#${fragment} `;
    expect(await decodeLedger(pasted, en)).toEqual({ ok: true, ledger: lisbon });
  });

  it("is the raw DEFLATE of the UTF-8 JSON, readable by any inflater", async () => {
    const { inflateRawSync } = await import("node:zlib");
    const fragment = await encodeLedger(lisbon);
    const json = inflateRawSync(Buffer.from(fragment.slice(3), "base64url")).toString("utf8");
    expect(JSON.parse(json)).toEqual(lisbon);
  });

  it("round-trips names with umlauts and emoji", async () => {
    const ledger: Ledger = { ...lisbon, name: "Übernachtung in Köln 🏨", people: ["Jürgen", "Zoë 🦄", "李雷"] };
    expect(await decodeLedger(await encodeLedger(ledger), en)).toEqual({ ok: true, ledger });
  });

  it("reads a link that a hostile name is only text in", async () => {
    const name = "<img src=x onerror=alert(1)>";
    const ledger: Ledger = { ...lisbon, people: [name, "Ben", "Cleo"] };
    const result = await decodeLedger(await encodeLedger(ledger), en);
    expect(result).toEqual({ ok: true, ledger });
  });

  it("keeps markup in a description as text", async () => {
    const ledger = withChanges((l) => (l.expenses[0]!.what = "<script>alert(1)</script>"));
    expect(await decodeLedger(await encodeLedger(ledger), en)).toEqual({ ok: true, ledger });
  });

  it("refuses a 10,000-character person's name with a message that does not repeat it", async () => {
    const long = "<b>".repeat(3334);
    const result = await decodeLedger(
      await fragmentOf(JSON.stringify({ ...lisbon, people: ["Ana", long, "Cleo"] })),
      en,
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "This link cannot be opened: the name of person 2 is longer than 60 characters.",
    });
  });

  it("refuses a 10,000-character name with a message", async () => {
    const result = await decodeLedger(await fragmentOf(JSON.stringify({ ...lisbon, name: "A".repeat(10_000) })), en);
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "This link cannot be opened: the trip name is longer than 60 characters.",
    });
  });

  it("says a cut link is damaged, wherever it was cut", async () => {
    const fragment = await encodeLedger(lisbon);
    for (let length = 0; length < fragment.length; length += 3) {
      const result = await decodeLedger(fragment.slice(0, length), en);
      expect(result.ok, `cut at ${length}`).toBe(false);
      if (!result.ok) expect(result.reason).toBe("damaged");
    }
  });

  it("says bad base64, bad deflate and non-JSON are damaged", async () => {
    for (const fragment of [
      "v1.",
      "v1.!!!!",
      "v1.abc=",
      "v1." + Buffer.from("not deflate at all").toString("base64url"),
      await fragmentOf("this is not json"),
      await fragmentOf('{"v":1,'),
      "",
      "hello",
    ]) {
      const result = await decodeLedger(fragment, en);
      expect(result).toMatchObject({ ok: false, reason: "damaged" });
      if (!result.ok) expect(result.message).toMatch(/damaged/);
    }
  });

  it("says a fragment that only looks like version 1 is damaged, not another version (issue 33)", async () => {
    const data = (await encodeLedger(lisbon)).slice(3);
    for (const fragment of [`V1.${data}`, `v1${data}`, `v01.${data}`, `v1,${data}`, `#v1 ${data}`, data]) {
      expect(await decodeLedger(fragment, en), fragment.slice(0, 5)).toMatchObject({ ok: false, reason: "damaged" });
    }
  });

  it("refuses a number the link writes more exactly than a double holds (issue 33)", async () => {
    // 1000000000000.0000001 would be read as 1000000000000, the largest amount.
    const json = JSON.stringify(withChanges((l) => (l.expenses[0]!.split = { exact: [90000, 0, 0] }))).replace(
      '"amount":90000,',
      '"amount":90000.0000000000001,',
    );
    expect(json).toContain("90000.0000000000001");
    const result = await decodeLedger(await fragmentOf(json), en);
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
    // The same number written plainly, and with a trailing zero, is fine.
    const plain = JSON.stringify(lisbon).replace('"amount":90000,', '"amount":90000.00,');
    expect(await decodeLedger(await fragmentOf(plain), en)).toEqual({ ok: true, ledger: lisbon });
  });

  it("refuses a name with a right-to-left override, which could reverse a payment's words (issue 33)", async () => {
    const spoof = withChanges((l) => (l.people[1] = "\u202eBen"));
    expect(await decodeLedger(await fragmentOf(JSON.stringify(spoof)), en)).toEqual({
      ok: false,
      reason: "invalid",
      message:
        "This link cannot be opened: the name of person 2 contains a line break or an invisible control character.",
    });
  });

  it("says a link of another version cannot be read here", async () => {
    const v2 = await fragmentOf(JSON.stringify({ ...lisbon, v: 2 }), "v2.");
    expect(await decodeLedger(v2, en)).toMatchObject({ ok: false, reason: "version" });
    expect(await decodeLedger(await fragmentOf(JSON.stringify({ ...lisbon, v: 2 })), en)).toMatchObject({
      ok: false,
      reason: "version",
    });
  });

  it("ignores unknown fields", async () => {
    const extra = { ...lisbon, colour: "red", expenses: lisbon.expenses.map((e) => ({ ...e, note: "x" })) };
    expect(await decodeLedger(await fragmentOf(JSON.stringify(extra)), en)).toEqual({ ok: true, ledger: lisbon });
  });
});

describe("ledgerSchema", () => {
  it.each([
    ["an index out of range", (l: Ledger) => (l.expenses[0]!.paidBy = 3), "was paid by someone who is not on the trip"],
    [
      "an equal split naming nobody on the trip",
      (l: Ledger) => (l.expenses[0]!.split = { equal: [0, 7] }),
      "not on the trip",
    ],
    [
      "weights of the wrong length",
      (l: Ledger) => (l.expenses[1]!.split = { weights: [1, 1] }),
      "one weight per person",
    ],
    ["exact shares that do not add up", (l: Ledger) => (l.expenses[2]!.split = { exact: [1, 2, 3] }), "do not add up"],
    ["a missing rate", (l: Ledger) => delete l.expenses[1]!.rate, "is in USD but has no exchange rate"],
    ["a rate of zero", (l: Ledger) => (l.expenses[1]!.rate = "0"), "exchange rate"],
    ["a non-integer amount", (l: Ledger) => (l.expenses[0]!.amount = 12.5), "whole number"],
    ["a negative amount", (l: Ledger) => (l.expenses[0]!.amount = -5), "whole number"],
    ["51 people", (l: Ledger) => (l.people = Array.from({ length: 51 }, (_, i) => `P${i}`)), "more than 50 people"],
    ["no people", (l: Ledger) => (l.people = []), "nobody"],
    ["501 expenses", (l: Ledger) => (l.expenses = Array(501).fill(l.expenses[0])), "more than 500 expenses"],
    ["a 61-character description", (l: Ledger) => (l.expenses[0]!.what = "x".repeat(61)), "longer than 60"],
    ["an unknown currency", (l: Ledger) => (l.currency = "XYZ"), "currency is unknown"],
    [
      "two ways of splitting",
      (l: Ledger) => (l.expenses[0]!.split = { equal: [0], exact: [90000, 0, 0] } as never),
      "exactly one way",
    ],
    ["all weights zero", (l: Ledger) => (l.expenses[1]!.split = { weights: [0, 0, 0] }), "no weight above 0"],
    ["a name with a line break", (l: Ledger) => (l.people[0] = "Ana\nBen"), "line break"],
    ["a name with a right-to-left override", (l: Ledger) => (l.people[0] = "\u202eAna"), "control character"],
    ["a name with an isolate", (l: Ledger) => (l.people[0] = "Ana\u2069"), "control character"],
    ["a description with an embedding", (l: Ledger) => (l.expenses[0]!.what = "\u202bVilla"), "control character"],
    ["a trip name with an override", (l: Ledger) => (l.name = "Trip\u202d"), "control character"],
    [
      "a rate a trillionth above the limit",
      (l: Ledger) => (l.expenses[1]!.rate = "1000000000.000000000001"),
      "exchange rate",
    ],
    [
      "a weight a millionth above the limit",
      (l: Ledger) => (l.expenses[1]!.split = { weights: [1000000.000001, 1, 1] }),
      "weight",
    ],
  ])("refuses %s", (_, change, message) => {
    const result = ledgerSchema.safeParse(withChanges(change as (l: Ledger) => void), en);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message).toContain(message);
  });

  it("accepts the example and drops a rate the trip currency does not need", () => {
    expect(ledgerSchema.safeParse(lisbon, en)).toEqual({ success: true, data: lisbon });
    const sameCurrency = withChanges((l) => (l.expenses[0]!.rate = "2"));
    expect(ledgerSchema.safeParse(sameCurrency, en)).toEqual({ success: true, data: lisbon });
  });
});

describe("ledgerSummaryText", () => {
  it("names the trip and lists each payment, each name isolated from the words around it", () => {
    expect(ledgerSummaryText(lisbon, undefined, en)).toBe(
      "\u2068Lisbon weekend\u2069\n\u2068Ben\u2069 pays \u2068Ana\u2069 €123.00\n\u2068Cleo\u2069 pays \u2068Ana\u2069 €279.00",
    );
    // Without the isolates, the text reads as before.
    expect(ledgerSummaryText(lisbon, undefined, en).replace(/[\u2068\u2069]/g, "")).toBe(
      "Lisbon weekend\nBen pays Ana €123.00\nCleo pays Ana €279.00",
    );
  });

  it("keeps a right-to-left name inside its isolate, and an override out of it", () => {
    const hebrew = { ...lisbon, people: ["Ana", "\u05d1\u05df", "Cleo"] };
    expect(ledgerSummaryText(hebrew, undefined, en).split("\n")[1]).toBe(
      "\u2068\u05d1\u05df\u2069 pays \u2068Ana\u2069 €123.00",
    );
    // A ledger in memory cannot hold an override (the schema refuses it), but the text would not carry one anyway:
    // a stray U+2069 would otherwise close the isolate early and let the override reverse the rest of the line.
    expect(isolate("\u2069\u202eBen")).toBe("\u2068Ben\u2069");
  });

  it("says when everyone is settled", () => {
    expect(ledgerSummaryText({ v: 1, currency: "EUR", people: ["Ana"], expenses: [] }, undefined, en)).toBe(
      "Everyone is settled",
    );
  });
});

describe("the largest ledger the limits allow", () => {
  it("encodes and decodes 50 people and 500 expenses", async () => {
    const people = Array.from({ length: 50 }, (_, i) => `Person ${i} ${"é".repeat(50)}`.slice(0, 60));
    const ledger: Ledger = {
      v: 1,
      name: "N".repeat(60),
      currency: "EUR",
      people,
      expenses: Array.from({ length: 500 }, (_, i) => ({
        what: `Expense number ${i} ${"x".repeat(60)}`.slice(0, 60),
        amount: 1_000_000_000 + i * 7919,
        currency: i % 2 ? "USD" : "EUR",
        ...(i % 2 ? { rate: "0.923456" } : {}),
        paidBy: i % 50,
        split: i % 3 === 0 ? { equal: people.map((_, p) => p) } : { weights: people.map((_, p) => (p * i + 1) % 7) },
      })),
    };
    const fragment = await encodeLedger(ledger);
    expect(await decodeLedger(fragment, en)).toEqual({ ok: true, ledger });
    // A link this long still fits what browsers accept in an address (Chromium: 2 MB).
    expect(fragment.length).toBeLessThan(200_000);
  });
});
