/* global document, requestAnimationFrame */
// Starts a server-rendered page's scripts once it has painted: see withScriptsAfterPaint
// (apps/server/src/plugins/server-rendered-pages.ts) and ADR 047. Served as written: kept short.
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
  // The first frame's callbacks run just before it is drawn: the scripts are asked for as the page
  // paints, so none arrives before it; and before the page's load event, which waits for them.
  requestAnimationFrame(start);
})();
