/**
 * What a guide or blog article does in the browser beyond its share control, countdown and
 * prompt (the scripts beside src/components/guides/*.astro): the blocks inside the text that
 * have behaviour. Each part finds its blocks by a data- attribute in the prerendered HTML; on a
 * page without them, nothing runs. Imported by the site script (site.ts), as those are.
 *
 * The other blocks of app/components/guides and app/components/blog have no browser behaviour of
 * their own (FAQ, budget, packing and ticket lists, shop cards, guide grids): the boxes of their
 * wide tables (the app comparison's too) are the content text's (src/components/content/
 * scroll-regions.ts), their download buttons the site script's.
 */
import { enhanceFestivalVideos } from "./guide/festival-video";
import { enhanceOfferSteps } from "./guide/offer-steps";

enhanceOfferSteps(document);
enhanceFestivalVideos(document);
