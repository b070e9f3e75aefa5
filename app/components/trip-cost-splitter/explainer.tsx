import { Sources } from "~/components/content/sources";
import { exactLimit } from "~/lib/splitter/settle";

/** The sources of the explainer's facts, and when they were last checked. */
const sourcesChecked = "2026-11-25";
const sources = [
  {
    title: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, section 3.5 (Fragment)",
    publisher: "IETF",
    url: "https://www.rfc-editor.org/rfc/rfc3986#section-3.5",
  },
  {
    title: "RFC 4648, The Base16, Base32, and Base64 Data Encodings, section 5 (base64url)",
    publisher: "IETF",
    url: "https://www.rfc-editor.org/rfc/rfc4648#section-5",
  },
  {
    title: "CompressionStream() constructor (the deflate-raw format)",
    publisher: "MDN Web Docs",
    url: "https://developer.mozilla.org/en-US/docs/Web/API/CompressionStream/CompressionStream",
  },
  {
    title: "Settling Multiple Debts Efficiently: An Invitation to Computing Science (Informatics in Education, 2004)",
    publisher: "Tom Verhoeff, Eindhoven University of Technology",
    url: "https://doi.org/10.15388/infedu.2004.08",
  },
];

/** How the splitter works, under the tool; prerendered, so it reads without JavaScript too. */
export function SplitterExplainer() {
  return (
    <section aria-labelledby="how-it-works" className="prose mt-16">
      <h2 id="how-it-works">How the splitter works it out</h2>
      <p>
        Each person&rsquo;s <strong>balance</strong> is what they paid minus their share of everything. A positive
        balance means the others owe them; a negative one means they owe. The balances always add up to zero, to the
        cent, which is how you can check any ledger by hand: open a name under &ldquo;Why&rdquo; and add up the two
        columns.
      </p>
      <p>
        Shares are worked out in cents (or whatever the trip currency&rsquo;s smallest unit is). When a cost does not
        divide evenly, such as $100 among three people, everyone gets $33.33 and the leftover cent goes to one person, a
        different one from one expense to the next, so the same friend does not always pay the extra. An expense in
        another currency is converted at its own rate first; exact amounts entered in that currency are converted in the
        same proportions, so they still add up to the converted total.
      </p>

      <h2 id="fewest-payments">How the fewest payments are found</h2>
      <p>
        Settling is about balances, not about who paid for which dinner: anyone who owes can pay anyone who is owed.
        First, two people whose balances cancel exactly (one owed $40, the other owing $40) settle with each other in
        one payment. Then the splitter looks for the largest number of separate groups whose balances each add up to
        zero. A group of five needs four payments, so every group found saves one: with 8 people left in 3 such groups,
        5 payments settle everything.
      </p>
      <p>
        Finding those groups is a hard problem: the time it takes grows very fast with the number of people, and no
        quick method is known that is always right (the problem is NP-hard; Verhoeff&rsquo;s paper in the sources
        explains why). The splitter searches every combination while at most {exactLimit} people still have money to
        give or get after the exact pairs. With more than {exactLimit}, it says so and uses a quick method that never
        needs more payments than one less than the number of people left to settle, but is not guaranteed to find the
        fewest.
      </p>

      <h2 id="the-link">What the link contains, and who to send it to</h2>
      <p>
        There is no account and no server copy. Copy link puts the whole ledger into the link itself: trip name, names,
        what each expense was, amounts, currencies and rates, written as compact JSON, compressed with raw DEFLATE and
        turned into letters, digits, &ldquo;-&rdquo; and &ldquo;_&rdquo; (base64url). It sits after the &ldquo;#&rdquo;
        of the address, the fragment, which a browser keeps to itself when it asks a server for the page, so our server
        never receives it. When the page opens a link, it reads the ledger and removes it from the address bar; our
        analytics record the page&rsquo;s address without it.
      </p>
      <p>
        That also means <strong>anyone who has the link can read the whole ledger</strong>: every name and amount. Share
        it in the trip&rsquo;s group chat, not in a public post. The link holds the ledger as it was when you copied it:
        after a change, send a new link. Very long ledgers make links of several thousand characters, and some messaging
        apps cut long links; the page warns you, and Copy as text gives a short summary of who pays whom instead.
      </p>
      <p>
        This browser also keeps the ledger (in its local storage, nowhere else), so a reload keeps your work. Start over
        deletes it. A private window forgets it when it closes, so copy the link first.
      </p>

      <h2 id="card-rate">Entering a card&rsquo;s rate</h2>
      <p>
        Enter a foreign expense as the receipt shows it, say 300 USD, and pick the currency. The rate is how much one
        unit was worth in the trip currency: &ldquo;1 USD = 0.92 EUR&rdquo;. The splitter never looks rates up. If you
        paid by card, the statement already says what it cost you: choose &ldquo;Work it out from what my card
        charged&rdquo;, type the amount your bank took in the trip currency, and the splitter works out the rate that
        turns 300 USD into exactly that. If your bank lists a fee on its own line, add it to the charge when the group
        agreed to share fees.
      </p>

      <Sources id="sources" sources={sources} checked={sourcesChecked} />
    </section>
  );
}
