// The one way index.html's inline scripts wait for the first paint before asking for JavaScript,
// written once and put into each of them as source text (plain ES2017: it runs before anything loads).
//
// A frame's callbacks (requestAnimationFrame, then a task) run when the frame is drawn, before the
// screen shows it; a download started then shares a phone's link with what that paint still needs.
// A page whose static header shows waits until the header is on screen (its first-contentful-paint
// entry), never more than a second; a page with nothing of its own to show (the app draws it all)
// waits one frame.
export const AFTER_FIRST_PAINT = `function afterFirstPaint(callback) {
  var done = false;
  var go = function () { if (!done) { done = true; callback(); } };
  requestAnimationFrame(function () {
    if (typeof PerformanceObserver === "function" && document.querySelector(".hero:not([hidden])")) {
      try {
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); go(); }
        }).observe({ type: "paint", buffered: true });
        setTimeout(go, 1000);
        return;
      } catch (error) {}
    }
    setTimeout(go);
  });
}`;
