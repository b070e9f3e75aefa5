/**
 * The splitter's shareable link, format version 1
 * (docs/trip-cost-splitter-link-format.md): the page address, then
 * `#v1.` and the base64url (RFC 4648 §5, no padding) of the raw DEFLATE
 * (RFC 1951) of the ledger as UTF-8 JSON. The ledger lives only in the
 * fragment, which browsers never send to a server.
 *
 * decodeLedger() reads untrusted text from the address bar: it never throws
 * and never returns part of a ledger.
 */
import { formatMoney } from "./money";
import type { Expense, Ledger, Split } from "./ledger";
import { ledgerPayments } from "./ledger";
import { isolate, ledgerSchema } from "./schema";
import type { Payment } from "./settle";
import type { SplitterText } from "./text";

export { isolate, ledgerSchema } from "./schema";

export const linkVersion = 1;
const prefix = `v${linkVersion}.`;

/** A decompressed link larger than this is refused (a 500-expense ledger is far smaller). */
const maxJsonBytes = 4 * 1024 * 1024;
/** Longer fragments are refused before any work. */
const maxFragmentLength = 4 * 1024 * 1024;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function base64urlEncode(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]!;
  }
  return out;
}

/** Strict base64url without padding; null for any other character or an impossible length. */
export function base64urlDecode(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    const value = alphabet.indexOf(text[i]!);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (buffer >> bits) & 255;
    }
  }
  // Leftover bits must be zero (RFC 4648 §3.5 canonical encoding).
  if (buffer & ((1 << bits) - 1)) return null;
  return bytes;
}

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Infinity) {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RangeError("too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The ledger's fields in the documented order, without anything else it may carry. */
function canonical(ledger: Ledger): Ledger {
  const split = (s: Split): Split =>
    "equal" in s ? { equal: s.equal } : "weights" in s ? { weights: s.weights } : { exact: s.exact };
  const expense = (e: Expense): Expense => ({
    what: e.what,
    amount: e.amount,
    currency: e.currency,
    ...(e.rate !== undefined && e.currency !== ledger.currency ? { rate: e.rate } : {}),
    paidBy: e.paidBy,
    split: split(e.split),
    ...(e.repayment ? { repayment: true } : {}),
  });
  return {
    v: 1,
    ...(ledger.name !== undefined ? { name: ledger.name } : {}),
    currency: ledger.currency,
    people: ledger.people,
    expenses: ledger.expenses.map(expense),
  };
}

/** The link fragment without '#': "v1." + base64url(deflate-raw(UTF-8 JSON)). */
export async function encodeLedger(ledger: Ledger): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(canonical(ledger)));
  return prefix + base64urlEncode(await pipe(json, new CompressionStream("deflate-raw")));
}

export type DecodeResult =
  { ok: true; ledger: Ledger } | { ok: false; reason: "damaged" | "version" | "invalid"; message: string };

const damaged = (t: SplitterText): DecodeResult => ({
  ok: false,
  reason: "damaged",
  message: t.m.splitter_link_damaged(),
});
const newerVersion = (t: SplitterText): DecodeResult => ({
  ok: false,
  reason: "version",
  message: t.m.splitter_link_newer(),
});

/**
 * Reads a link fragment (with or without the leading '#', or a whole
 * pasted link: what follows its last '#'). Never throws:
 * a cut or garbled link is "damaged", another format version is "version",
 * and a ledger that breaks the schema is "invalid", each with a message in
 * the page's language. The link itself is the same in every language.
 */
export async function decodeLedger(fragment: string, t: SplitterText): Promise<DecodeResult> {
  try {
    const raw = typeof fragment === "string" ? fragment.trim() : "";
    const text = raw.slice(raw.lastIndexOf("#") + 1);
    // Only the exact prefix is version 1; "V1.", "v1" without its point or "v01." is a damaged link.
    if (!text.startsWith(prefix)) return /^v[1-9]\d*\./.test(text) ? newerVersion(t) : damaged(t);
    if (text.length > maxFragmentLength) return damaged(t);
    const bytes = base64urlDecode(text.slice(prefix.length));
    if (!bytes || bytes.length === 0) return damaged(t);
    let json: string;
    try {
      const inflated = await pipe(bytes, new DecompressionStream("deflate-raw"), maxJsonBytes);
      json = new TextDecoder("utf-8", { fatal: true }).decode(inflated);
    } catch {
      return damaged(t);
    }
    let data: unknown;
    try {
      data = JSON.parse(json, exactNumbers);
    } catch {
      return damaged(t);
    }
    if (typeof data === "object" && data !== null && "v" in data && typeof data.v === "number" && data.v !== 1) {
      return newerVersion(t);
    }
    const result = ledgerSchema.safeParse(data, t);
    if (!result.success) {
      // English goes on in lower case after the colon; German starts the sentence anew.
      const problem = t.locale === "en" ? lowerFirst(result.error.message) : result.error.message;
      return { ok: false, reason: "invalid", message: t.m.splitter_link_invalid({ problem }) };
    }
    return { ok: true, ledger: result.data };
  } catch {
    return damaged(t);
  }
}

/**
 * A JSON number literal that a double cannot hold as written
 * (1000000000000.0000001 is read as 1000000000000) becomes NaN, which every
 * rule refuses: bounds are checked on the number the link says, not on a
 * rounded one. Needs the engine to give the literal's text (JSON.parse source
 * text access); without it, the value is checked as parsed.
 */
function exactNumbers(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== "number" || typeof context?.source !== "string") return value;
  const match = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/.exec(context.source);
  if (!match) return Number.NaN;
  const fraction = (match[3] ?? "").replace(/0+$/, "");
  const written = `${match[1] && (match[2] !== "0" || fraction) ? "-" : ""}${match[2]}${fraction ? `.${fraction}` : ""}`;
  return written === String(value) ? value : Number.NaN;
}

const lowerFirst = (text: string) => (/^(The|Expense) /.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/**
 * "Ben pays Ana €45.00" ("Ben zahlt Ana 45,00 €"), or with `done` "Ben paid Ana €45.00": the words
 * of a payment in the page's language. Each name is isolated (U+2068…U+2069), so a right-to-left
 * name cannot reorder the words and amount around it.
 */
export function paymentText(
  payment: Payment,
  ledger: Pick<Ledger, "people" | "currency">,
  t: SplitterText,
  done = false,
): string {
  const { locale, m } = t;
  const words = {
    from: isolate(ledger.people[payment.from] ?? ""),
    to: isolate(ledger.people[payment.to] ?? ""),
    amount: formatMoney(payment.amount, ledger.currency, locale),
  };
  return done ? m.splitter_payment_done(words) : m.splitter_payment(words);
}

/**
 * A plain-text summary to paste into a group chat, in the page's language: the trip name, then one
 * line per payment ("Ben pays Ana €45.00"), or "Everyone is settled".
 */
export function ledgerSummaryText(ledger: Ledger, plan: { payments: Payment[] } | undefined, t: SplitterText): string {
  const lines: string[] = [];
  if (ledger.name?.trim()) lines.push(isolate(ledger.name.trim()));
  const { payments } = plan ?? ledgerPayments(ledger);
  if (payments.length === 0) lines.push(t.m.splitter_settled());
  for (const payment of payments) lines.push(paymentText(payment, ledger, t));
  return lines.join("\n");
}
