/**
 * When the visitor's privacy settings block site data, merely reading
 * `window.localStorage` or `window.sessionStorage` throws a SecurityError.
 * Our own code copes (safe-storage.ts), but code that reads storage directly
 * (the splitter's ledger store, Google's tag after Accept) would throw. This
 * inline script, first in the head, replaces a storage that throws with one
 * kept in memory for the page's life: nothing is persisted (what the visitor
 * asked for) and nothing throws.
 *
 * Plain ES5 in a string: it runs before any module, in every browser.
 */
export const storageGuardScript = `(function () {
  function memoryStorage() {
    var data = {};
    return {
      getItem: function (key) { return Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null; },
      setItem: function (key, value) { data[key] = String(value); },
      removeItem: function (key) { delete data[key]; },
      clear: function () { data = {}; },
      key: function (index) { var keys = Object.keys(data); return index < keys.length ? keys[index] : null; },
      get length() { return Object.keys(data).length; }
    };
  }
  ["localStorage", "sessionStorage"].forEach(function (name) {
    try { window[name].getItem("wayfellow-probe"); } catch (error) {
      try { Object.defineProperty(window, name, { value: memoryStorage(), configurable: true }); } catch (ignored) {}
    }
  });
})();`;
