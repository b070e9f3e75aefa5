/**
 * What a page runs starts after its first paint (decisions.md, "Static by default"): the text,
 * styles and font of a prerendered page get a slow connection to themselves, and its behaviour
 * follows. The build gives each module script of a page a type no browser runs
 * (`afterPaintType`, scripts/postbuild.mjs); this inline script, last in the body, turns them back
 * into module scripts, in document order, once the whole parsed page has painted, and then says so
 * (`afterPaintEvent`), which the islands wait for (src/lib/after-paint-directive.ts,
 * `client:after-paint`). Until then the cookie banner answers through its own inline script
 * (lib/analytics/consent-boot.ts).
 *
 * "The whole parsed page has painted": a first paint can come mid-parse and show only the top of
 * the page, and scripts started then would share the connection with the paint of the rest (the
 * cookie banner at the end of the body is most pages' largest paint on a phone). So the script
 * waits until the document is parsed and then for the first paint reported after that moment: the
 * first contentful paint or a new largest one, whose time is when the frame reached the screen.
 * When the page had painted before it was parsed (a report of a paint from before that moment
 * comes) and then paints nothing larger, no such report follows, and three rendered frames after
 * that report stand for it (a frame's rendering step is when a resize observer first reports; the
 * browser renders a frame only once the one two before it is shown). A page that had not painted
 * before it was parsed waits for its first contentful paint itself: frames are rendered before
 * they are shown, and a text waiting for its font is drawn in frames that show nothing, so frames
 * counted then could start the scripts before the page is on screen (docs/benchmarks.md,
 * 2026-11-29, "late night").
 * While the cookie banner asks, none of that decides: the scripts wait for the report of the
 * banner's own paint (Element Timing, `bannerPaintName`). A long page paints in steps as it is
 * parsed (app/lib/layout-steps.ts), so its top is on screen long before the end of the body, and
 * neither a paint of its text after the parse nor frames counted then say that the banner, last in
 * the body, is on screen. Whether it asks is known once the head's script has read the stored
 * choice (lib/analytics/consent-boot.ts sets `consentReadFlag` and sends `consentReadEvent`), so
 * the script decides nothing before that.
 * None of these is a timer, so a page whose timers are held (a test's paused clock) starts too.
 * Without them, or in a tab that is not shown (which renders no frame), it starts after two
 * seconds at the latest. Plain ES5 in a string: it runs in every browser.
 */
export const afterPaintType = "wayfellow/after-paint";

/** The `elementtiming` name of the cookie banner's text, whose paint the script waits for. */
export const bannerPaintName = "consent-banner";

/** Set by the head's consent script once it has read the stored choice: "ask" or "known". */
export const consentReadFlag = "wayfellowConsent";

/** The window event the head's consent script sends then. */
export const consentReadEvent = "wayfellow:consent-read";

/** The window event the script dispatches once it has started the page's scripts. */
export const afterPaintEvent = "wayfellow:after-paint";

/** The window property that says it already has. */
export const afterPaintFlag = "wayfellowAfterPaint";

export const afterPaintScript = `(function () {
  var started = false, observers = [];
  function start() {
    if (started) return;
    started = true;
    for (var o = 0; o < observers.length; o++) observers[o].disconnect();
    var held = document.querySelectorAll('script[type="${afterPaintType}"]');
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement("script");
      script.type = "module";
      script.src = held[i].getAttribute("src");
      script.async = false;
      held[i].parentNode.replaceChild(script, held[i]);
    }
    window.${afterPaintFlag} = true;
    window.dispatchEvent(new Event("${afterPaintEvent}"));
  }
  var parsedAt = -1, paintedBefore = false, paintedAfter = false, counting = false;
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  function watch(type) {
    if (types.indexOf(type) < 0) return;
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].entryType === "element") {
          if (entries[i].identifier === "${bannerPaintName}") start();
        } else if (entries[i].name !== "first-paint") { // that one perhaps only the page's background
          if (entries[i].startTime >= parsedAt) paintedAfter = true;
          else paintedBefore = true;
        }
      }
      settle();
    });
    observers.push(observer);
    observer.observe({ type: type, buffered: true });
  }
  function settle() {
    if (started || parsedAt < 0 || !window.${consentReadFlag}) return;
    if (window.${consentReadFlag} === "ask" && types.indexOf("element") >= 0 &&
      document.querySelector('[elementtiming="${bannerPaintName}"]')) return; // its own report starts them
    if (paintedAfter) start();
    else if (paintedBefore || types.indexOf("paint") < 0) countFrames();
  }
  function countFrames() {
    if (counting) return;
    counting = true;
    if (window.ResizeObserver && window.MessageChannel) afterFrames(3);
    else requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  function afterFrames(count) {
    if (count === 0) return start();
    var channel = new MessageChannel();
    channel.port1.onmessage = function () { afterFrames(count - 1); };
    var observer = new ResizeObserver(function () {
      observer.disconnect();
      channel.port2.postMessage(null);
    });
    observer.observe(document.documentElement);
  }
  function whenParsed() {
    if (started) return;
    parsedAt = performance.now();
    watch("element");
    watch("paint");
    watch("largest-contentful-paint");
    settle();
  }
  window.addEventListener("${consentReadEvent}", settle);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenParsed);
  else whenParsed();
  setTimeout(start, 2000);
})();`;
