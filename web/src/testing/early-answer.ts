// What the page's first script leaves for the app on a record page: the request it sent, and its
// answer, as the screens' tests hand them over before rendering.
export function handOverEarlyAnswer(name: "get-inspiration" | "request-payment", id: string, payload: unknown): void {
  const body = JSON.stringify({ id });
  window.__earlyCall = { name, body, response: Promise.resolve(new Response(JSON.stringify(payload))) };
  window.__earlyAnswer = { name, body, status: 200, payload, retryAfter: null };
}
