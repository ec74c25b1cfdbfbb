// Functions index.html's inline scripts share, written once here and put into each script as source
// text (plain ES2017: they run before anything else has loaded).

/**
 * `afterFirstPaint(callback)`: runs the callback once the first paint is on screen. A frame's
 * callbacks (requestAnimationFrame, then a task) run when the frame is drawn, before the screen
 * shows it, and a download started then shares a phone's link with what that paint still needs; so
 * the callback runs in the frame after the first. Paint timing's own entry would say so exactly, but
 * a browser delivers it when it has time, which on a busy phone can be long after, and every tap on
 * the page waits for the app meanwhile.
 */
export const AFTER_FIRST_PAINT = `function afterFirstPaint(callback) {
  requestAnimationFrame(function () {
    requestAnimationFrame(function () { setTimeout(callback); });
  });
}`;

/**
 * `preloadOnePerTask(hrefs)`: adds a module preload for each URL not preloaded yet, one per task.
 * Starting a fetch costs a slow phone's main thread a few milliseconds, and a dozen at once made one
 * long task.
 */
export const PRELOAD_ONE_PER_TASK = `function preloadOnePerTask(hrefs) {
  var next = function () {
    var href = hrefs.shift();
    if (href === undefined) return;
    if (!document.head.querySelector('link[rel="modulepreload"][href="' + href + '"]')) {
      document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href: href, crossOrigin: "" }));
    }
    setTimeout(next);
  };
  next();
}`;

/** `source`, indented by `indent` after each line break, to sit inside a generated script. */
export const indented = (source: string, indent: string) => source.replace(/\n/g, `\n${indent}`);
