// The shape of a QR symbol drawn as one SVG path (request-payment answers it): only move-to and
// one-module-high rectangles, so a page can set it as a path's `d` and nothing else.
export const QR_PATH_PATTERN = /^(M\d+ \d+h\d+v1h-\d+z)+$/;
