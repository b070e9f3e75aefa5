/**
 * What a page runs starts after its first paint (decisions.md, "Static by default"): the text,
 * styles and font of a prerendered page get a slow connection to themselves, and its behaviour
 * follows. The build gives each module script of a page a type no browser runs
 * (`afterPaintType`, scripts/postbuild.mjs); this inline script, last in the body, turns them back
 * into module scripts, in document order, once the page has painted and is parsed. Until then the
 * cookie banner answers through its own inline script (lib/analytics/consent-boot.ts).
 *
 * The paint observer's callback is no timer, so a page whose timers are held (a test's paused
 * clock) starts too. Without paint timing, or in a tab that is not shown (which never paints), it
 * starts after two seconds at the latest. Plain ES5 in a string: it runs in every browser.
 */
export const afterPaintType = "wayfellow/after-paint";

export const afterPaintScript = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelectorAll('script[type="${afterPaintType}"]');
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement("script");
      script.type = "module";
      script.src = held[i].getAttribute("src");
      script.async = false;
      held[i].parentNode.replaceChild(script, held[i]);
    }
  }
  function whenParsed() {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) whenParsed();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(whenParsed, 0); });
  }
  setTimeout(whenParsed, 2000);
})();`;
