/**
 * The caller's address as the platform's proxy reports it: the first X-Forwarded-For hop (hosted
 * Supabase and the local gateway both set it). Null when no proxy said, or when it is not an IP.
 */
export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const candidate = forwarded || request.headers.get("x-real-ip")?.trim() || "";
  return /^[0-9a-fA-F:.]{2,45}$/.test(candidate) ? candidate : null;
}
