/** The element index.html draws a record page's early view into, just before #root. */
export const EARLY_VIEW_ID = "early-view";
