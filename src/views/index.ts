/**
 * The view of each code page (app/config/pages.ts names its route module): an Astro component
 * that renders the page in the language of its path. Content pages come from src/content-pages.ts.
 */
import Contact from "./contact.astro";
import Forbidden from "./forbidden.astro";
import Home from "./home.astro";
import GetTheApp from "./get-the-app.astro";
import Download from "./download.astro";
import Blog from "./blog.astro";
import Invite from "./invite.astro";
import EmailConfirmed from "./email-confirmed.astro";
import DeleteAccount from "./delete-account.astro";
import TripCostSplitter from "./trip-cost-splitter.astro";

export const views = {
  "routes/contact.tsx": Contact,
  "routes/forbidden.tsx": Forbidden,
  "routes/home.tsx": Home,
  "routes/get-the-app.tsx": GetTheApp,
  "routes/download.tsx": Download,
  "routes/blog.tsx": Blog,
  "routes/invite.tsx": Invite,
  "routes/email-confirmed.tsx": EmailConfirmed,
  "routes/delete-account.tsx": DeleteAccount,
  "routes/trip-cost-splitter.tsx": TripCostSplitter,
} as const;

export type ViewFile = keyof typeof views;

export function hasView(file: string): file is ViewFile {
  return file in views;
}
