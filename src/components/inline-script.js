// The page's one inline script, in its head (src/components/early-input.ts): what must work before
// the page's code has run. Plain script text, the same bytes in every page, allowed by its hash in
// the CSP.
(function (page) {
  var doc = page.document;
  var input = (page.earlyInput = { live: false, queue: [] });

  // Where the visit came from, noted on its first page before any link is followed: a registration
  // sent later says so (src/features/registration/registration-source.ts).
  try {
    if (!sessionStorage.getItem('mat-troi-nho.nguon')) {
      sessionStorage.setItem('mat-troi-nho.nguon', JSON.stringify({ landing: location.href, referrer: doc.referrer }));
    }
  } catch {
    // Storage blocked by the browser's settings: registrations go without it.
  }

  // The code behind `element` has not run yet: the page's, or its deferred section's (src/components/DeferredSection.tsx).
  function waiting(element) {
    return !input.live || element.closest('[data-deferred]:not([data-ready])');
  }

  // A form sent now would be sent by the browser (a reload, and what was typed is lost); a tap on
  // a control whose effect is code would do nothing. Both are kept and replayed once the code runs
  // (early-input.ts); React never sees them. Links and the native menus below need no code.
  doc.addEventListener(
    'submit',
    function (event) {
      if (!waiting(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      input.queue.push({ target: event.target, submitter: event.submitter });
    },
    true,
  );
  // Whatever happens, the browser never sends a form of this site itself (every form is the page's
  // code's to send): a reload would lose what the parent typed.
  page.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  doc.addEventListener(
    'click',
    function (event) {
      var control = event.target.closest && event.target.closest('a[href], button, [role=button]');
      if (!control || control.tagName === 'A' || control.disabled || control.popoverTargetElement) return;
      // Its form's submit event is what counts.
      if (control.type === 'submit' && control.form) return;
      if (!waiting(control)) return;
      event.stopImmediatePropagation();
      input.queue.push({ target: control });
    },
    true,
  );

  // The language switch (src/components/layout/LanguageSwitch.tsx) leads to the same address in
  // the other language, its query and #fragment as they are when it is followed, before the code
  // has run or after (the page was rendered without them).
  function keepAddress(event) {
    var link = event.target.closest && event.target.closest('a[hreflang]');
    if (link) link.href = link.pathname + location.search + location.hash;
  }
  doc.addEventListener('click', keepAddress, true);
  doc.addEventListener('auxclick', keepAddress, true);

  // The menus are native popovers (src/components/layout/DesktopNav.tsx, MobileNav.tsx): a link
  // followed from one closes it, and a closed menu folds its sub-lists.
  doc.addEventListener(
    'click',
    function (event) {
      var link = event.target.closest && event.target.closest('[popover] a[href]');
      if (link) link.closest('[popover]').hidePopover();
    },
    true,
  );
  doc.addEventListener(
    'toggle',
    function (event) {
      if (event.newState !== 'closed' || !event.target.matches('[popover]')) return;
      event.target.querySelectorAll('details[open]').forEach(function (list) {
        list.open = false;
      });
    },
    true,
  );
})(window);
