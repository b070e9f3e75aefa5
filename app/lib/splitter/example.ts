import type { Ledger } from "./ledger";

/** The example ledger of issue 26 and of docs/trip-cost-splitter-link-format.md. */
export const exampleLedger: Ledger = {
  v: 1,
  name: "Lisbon weekend",
  currency: "EUR",
  people: ["Ana", "Ben", "Cleo"],
  expenses: [
    { what: "Villa", amount: 90000, currency: "EUR", paidBy: 0, split: { equal: [0, 1, 2] } },
    { what: "Boat", amount: 30000, currency: "USD", rate: "0.92", paidBy: 1, split: { weights: [2, 1, 1] } },
    { what: "Dinner", amount: 12000, currency: "EUR", paidBy: 2, split: { exact: [5000, 4000, 3000] } },
    { what: "Paid back", amount: 1000, currency: "EUR", paidBy: 1, split: { exact: [1000, 0, 0] }, repayment: true },
  ],
};
