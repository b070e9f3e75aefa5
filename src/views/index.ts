/**
 * The view of each code page (app/config/pages.ts names it): an Astro component
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
  contact: Contact,
  forbidden: Forbidden,
  home: Home,
  "get-the-app": GetTheApp,
  download: Download,
  blog: Blog,
  invite: Invite,
  "email-confirmed": EmailConfirmed,
  "delete-account": DeleteAccount,
  "trip-cost-splitter": TripCostSplitter,
} as const;

export type ViewName = keyof typeof views;

export function hasView(name: string): name is ViewName {
  return name in views;
}
