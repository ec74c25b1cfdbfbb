/**
 * The caller's address as the platform saw it, for the rate limits of docs/product.md §6. The leftmost
 * X-Forwarded-For hop is whatever the client wrote, so it is never trusted. In order:
 * `cf-connecting-ip` (hosted Supabase sits behind Cloudflare, which overwrites it), `x-real-ip`
 * (set by the last proxy; the local gateway sets it), then the rightmost X-Forwarded-For hop
 * (appended by the nearest proxy). Null when none is a plausible IP address.
 */
export function clientIp(request: Request): string | null {
  const forwardedHops = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  const candidates = [
    request.headers.get("cf-connecting-ip"),
    request.headers.get("x-real-ip"),
    forwardedHops[forwardedHops.length - 1],
  ];
  for (const candidate of candidates) {
    const address = candidate?.trim() ?? "";
    if (/^[0-9a-fA-F:.]{2,45}$/.test(address)) return address;
  }
  return null;
}
