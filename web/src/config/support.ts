// Where a parent writes when they have a question about a payment (a refund, a transfer not found).
// A stand-in until the privacy work's contact address reaches this branch: both should become one
// constant then, so the pages never name two addresses.
export const SUPPORT_EMAIL = "hotro@camhungten.vn";
