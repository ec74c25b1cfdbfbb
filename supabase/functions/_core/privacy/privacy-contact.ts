// Where parents reach whoever answers for their data: the privacy notice shows it, and
// docs/going-live.md asks for it to be a monitored address before launch.
export const PRIVACY_CONTACT_EMAIL = "baomat@camhungten.vn";
