import { Sources } from "~/components/content/sources";
import { exactLimit } from "~/lib/splitter/settle";

/**
 * Die Quellen der Erklärung und wann sie zuletzt geprüft wurden: dieselben wie auf der englischen
 * Seite (explainer.tsx), denn es sind die Originale (IETF, MDN, Verhoeffs Aufsatz). Die RFCs sind
 * auf Deutsch beschrieben, der Aufsatz trägt seinen Titel.
 */
const sourcesChecked = "2026-11-25";
const sources = [
  {
    title: "RFC 3986, die allgemeine Syntax von URIs (Webadressen), Abschnitt 3.5 (Fragment)",
    publisher: "IETF",
    url: "https://www.rfc-editor.org/rfc/rfc3986#section-3.5",
  },
  {
    title: "RFC 4648, die Kodierungen Base16, Base32 und Base64, Abschnitt 5 (base64url)",
    publisher: "IETF",
    url: "https://www.rfc-editor.org/rfc/rfc4648#section-5",
  },
  {
    title: "CompressionStream()-Konstruktor (das Format deflate-raw)",
    publisher: "MDN Web Docs",
    url: "https://developer.mozilla.org/en-US/docs/Web/API/CompressionStream/CompressionStream",
  },
  {
    title: "Settling Multiple Debts Efficiently: An Invitation to Computing Science (Informatics in Education, 2004)",
    publisher: "Tom Verhoeff, Technische Universität Eindhoven",
    url: "https://doi.org/10.15388/infedu.2004.08",
  },
];

/**
 * Wie der Rechner arbeitet, unter dem Werkzeug (die deutsche Seite, /de/reisekosten-teilen):
 * auf Deutsch geschrieben, mit denselben Fakten wie die englische Erklärung. Vorgerendert, also
 * auch ohne JavaScript lesbar.
 */
export function SplitterExplainerDe() {
  return (
    <section aria-labelledby="how-it-works" className="prose mt-16">
      <h2 id="how-it-works">So rechnet der Rechner</h2>
      <p>
        Der <strong>Saldo</strong> jeder Person ist das, was sie bezahlt hat, minus ihrem Anteil an allem. Ein positiver
        Saldo heißt, dass die anderen ihr etwas schulden; ein negativer, dass sie selbst etwas schuldet. Zusammen
        ergeben die Salden immer null, auf den Cent genau. Daran kannst du jede Abrechnung von Hand prüfen: Öffne unter
        &bdquo;Warum&ldquo; einen Namen und rechne die beiden Spalten nach.
      </p>
      <p>
        Die Anteile rechnet der Rechner in Cent (oder in der kleinsten Einheit der Reisewährung). Geht ein Betrag nicht
        glatt auf, etwa 100&nbsp;€ für drei Leute, bekommt jede Person 33,33&nbsp;€ zugeteilt, und der übrige Cent geht
        an eine von ihnen, von Ausgabe zu Ausgabe an eine andere. So zahlt nicht immer dieselbe Person aus der Gruppe
        den Extra-Cent. Eine Ausgabe in einer anderen Währung wird zuerst zu ihrem eigenen Kurs umgerechnet; genaue
        Beträge in dieser Währung werden im selben Verhältnis umgerechnet und ergeben danach wieder genau die
        umgerechnete Summe.
      </p>

      <h2 id="fewest-payments">Wie die wenigsten Zahlungen zustande kommen</h2>
      <p>
        Beim Ausgleichen zählen nur die Salden, nicht, wer welches Abendessen bezahlt hat: Wer etwas schuldet, kann an
        jeden zahlen, der etwas bekommt. Zuerst gleichen zwei Personen, deren Salden sich genau aufheben (die eine
        bekommt 40&nbsp;€, die andere schuldet 40&nbsp;€), untereinander mit einer Zahlung aus. Danach sucht der Rechner
        nach möglichst vielen getrennten Gruppen, deren Salden jeweils null ergeben. Eine Gruppe aus fünf Personen
        braucht vier Zahlungen, jede gefundene Gruppe spart also eine: Bleiben 8 Personen in 3 solchen Gruppen, reichen
        5 Zahlungen für alles.
      </p>
      <p>
        Diese Gruppen zu finden ist ein schweres Problem. Der Aufwand wächst mit der Zahl der Personen sehr schnell, und
        es ist kein schnelles Verfahren bekannt, das immer richtig liegt (das Problem ist NP-schwer; warum, erklärt
        Verhoeffs Aufsatz in den Quellen). Der Rechner probiert jede Kombination durch, solange nach den genau passenden
        Paaren höchstens {exactLimit} Personen noch Geld zahlen oder bekommen. Sind es mehr als {exactLimit}, sagt er
        das und nimmt ein schnelles Verfahren. Das braucht höchstens eine Zahlung weniger, als Personen beteiligt sind,
        findet aber nicht sicher die wenigsten.
      </p>

      <h2 id="the-link">Was im Link steht und wem du ihn schickst</h2>
      <p>
        Es gibt kein Konto und keine Kopie auf einem Server. &bdquo;Link kopieren&ldquo; packt die ganze Abrechnung in
        den Link selbst: den Namen der Reise, die Namen, wofür jede Ausgabe war, Beträge, Währungen und Kurse. Das alles
        steht als kompaktes JSON darin, mit Raw-DEFLATE komprimiert und in Buchstaben, Ziffern, &bdquo;-&ldquo; und
        &bdquo;_&ldquo; übersetzt (base64url). Es folgt auf das &bdquo;#&ldquo; der Adresse, das sogenannte Fragment,
        das ein Browser für sich behält, wenn er eine Seite beim Server abruft: Unser Server bekommt es nie zu sehen.
        Öffnet die Seite einen Link, liest sie die Abrechnung und entfernt sie aus der Adresszeile; unsere Statistik
        erfasst die Adresse der Seite ohne sie.
      </p>
      <p>
        Das heißt aber auch: <strong>Wer den Link hat, kann die ganze Abrechnung lesen</strong>, jeden Namen und jeden
        Betrag. Teile ihn im Gruppenchat der Reise, nicht in einem öffentlichen Post. Der Link hält die Abrechnung so
        fest, wie sie beim Kopieren war: Nach einer Änderung schickst du einen neuen. Sehr lange Abrechnungen ergeben
        Links mit mehreren Tausend Zeichen, und manche Messenger kürzen lange Links. Die Seite warnt dich dann, und
        &bdquo;Als Text kopieren&ldquo; liefert stattdessen eine kurze Übersicht, wer wem was zahlt.
      </p>
      <p>
        Außerdem behält dieser Browser die Abrechnung (in seinem lokalen Speicher, sonst nirgends), damit deine Arbeit
        ein Neuladen übersteht. &bdquo;Neu beginnen&ldquo; löscht sie. Ein privates Fenster vergisst sie beim Schließen,
        also kopier vorher den Link.
      </p>

      <h2 id="card-rate">Den Kurs deiner Karte übernehmen</h2>
      <p>
        Trag eine Ausgabe in fremder Währung so ein, wie sie auf dem Beleg steht, etwa 300 USD, und wähl die Währung
        aus. Der Kurs sagt, wie viel eine Einheit in der Reisewährung wert war: &bdquo;1&nbsp;USD =
        0,92&nbsp;EUR&ldquo;. Der Rechner schlägt nie selbst Kurse nach. Hast du mit Karte bezahlt, steht auf deiner
        Abrechnung schon, was dich die Ausgabe gekostet hat: Wähl &bdquo;Aus der Kartenbelastung berechnen&ldquo;, gib
        den Betrag ein, den deine Bank in der Reisewährung abgebucht hat, und der Rechner ermittelt den Kurs, der aus
        300 USD genau diesen Betrag macht. Weist deine Bank eine Gebühr in einer eigenen Zeile aus, rechne sie zur
        Belastung dazu, wenn ihr in der Gruppe ausgemacht habt, Gebühren zu teilen.
      </p>

      <Sources id="sources" sources={sources} checked={sourcesChecked} locale="de" />
    </section>
  );
}
