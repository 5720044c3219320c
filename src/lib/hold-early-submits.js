// Inline in every page's head (src/lib/early-submits.ts): from the moment the page starts, a form
// sent before its code has claimed it is held instead of sent by the browser. Plain script text,
// the same bytes in every page, allowed by its hash in the CSP.
(function (page) {
  var state = (page.earlySubmits = { held: new WeakSet(), claimed: new WeakSet() });
  page.document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof page.HTMLFormElement) || state.claimed.has(form)) return;
      event.preventDefault();
      state.held.add(form);
    },
    true,
  );
})(window);
