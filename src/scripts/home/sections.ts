/**
 * Home's long sections below the fold carry `render-when-near` (app/app.css): the browser lays
 * them out only as they come near the screen. One that has been on screen stays drawn, so that
 * scrolling back lays nothing out anew (app/lib/render-when-near.ts).
 */
import { keepSectionsRendered } from "~/lib/render-when-near";

if (document.querySelector(".render-when-near")) keepSectionsRendered();
