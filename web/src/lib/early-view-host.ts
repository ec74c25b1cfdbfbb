// What index.html's early view (app/early-view-script.ts) and the app share about it, without React.

/** The element index.html draws a record page's early view into, just before #root. */
export const EARLY_VIEW_ID = "early-view";
