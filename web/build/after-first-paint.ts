// The one way index.html's inline scripts wait for the first paint before asking for JavaScript,
// written once and put into each of them as source text (plain ES2017: it runs before anything loads).
//
// A frame's callbacks (requestAnimationFrame, then a task) run when the frame is drawn, before the
// screen shows it; a download started then shares a phone's link with what that paint still needs.
// So the callback runs in the frame after the first one: by then the first is on screen. Paint
// timing's own entry would say so exactly, but a browser delivers it when it has time, which on a
// busy phone can be long after, and every tap on the page waits for the app meanwhile.
export const AFTER_FIRST_PAINT = `function afterFirstPaint(callback) {
  requestAnimationFrame(function () {
    requestAnimationFrame(function () { setTimeout(callback); });
  });
}`;
