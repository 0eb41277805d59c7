/* global document, requestAnimationFrame, window */
// Starts a server-rendered page's scripts once it has painted: see withScriptsAfterPaint
// (apps/server/src/plugins/server-rendered-pages.ts) and ADR 047. The server puts it inline, as
// written, in every server-rendered page (the content policy names its hash): kept short.
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
  setTimeout(start, 1000);
  // Once the browser reports the first contentful paint: shown, not only scheduled (on a busy
  // processor a frame's callbacks run well before it is drawn, and scripts asked for then competed
  // with it). A page led by a picture (the campaign's, fetchpriority=high) waits for that picture's
  // own paint too: on a slow connection the scripts would otherwise share its bandwidth. At the
  // latest a second later; without paint timing, in the first frame's callbacks.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(start);
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLeadPicture();
  });
  observer.observe({ type: 'paint', buffered: true });

  function afterLeadPicture() {
    var picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture) return start();
    // Its paint, as the browser reports it when the picture is the largest so far; else two
    // frames after it loads (the second frame's callbacks run once the first is drawn).
    if (types.indexOf('largest-contentful-paint') >= 0) {
      new PerformanceObserver(function (list, watcher) {
        var entries = list.getEntries();
        for (var i = 0; i < entries.length; i++) {
          if (entries[i].element === picture) {
            watcher.disconnect();
            return start();
          }
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    function twoFramesOn() {
      requestAnimationFrame(function () {
        requestAnimationFrame(start);
      });
    }
    if (picture.complete) return twoFramesOn();
    picture.addEventListener('load', twoFramesOn);
    picture.addEventListener('error', start);
  }
})();
