/* global document, requestAnimationFrame */
// A server-rendered page's scripts, started once the page has painted (ADR 047). The page is drawn
// and styled without them (they hydrate it), so on a phone its HTML, stylesheets and first
// pictures get the connection and the processor first. The server puts this file in place of the
// built index.html's module script and modulepreload links (withScriptsAfterPaint in
// apps/server/src/plugins/server-rendered-pages.ts), whose addresses it carries:
//   <script defer src="/start-after-paint.js" data-module="…" data-modulepreload="… …"></script>
// A classic script from the site itself: the Content-Security-Policy allows no inline script.
(function () {
  var self = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (self.getAttribute('data-modulepreload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = self.getAttribute('data-module');
    document.head.appendChild(script);
  }
  // A hidden tab paints no frame: its scripts start at once.
  if (document.visibilityState === 'hidden') return start();
  // A frame's callbacks run before it is drawn: the second frame's, once the first is on screen.
  requestAnimationFrame(function () {
    requestAnimationFrame(start);
  });
})();
