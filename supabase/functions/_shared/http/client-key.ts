// The rate limits must tell callers apart, not know who they are: an address is personal data, so
// the database only ever sees HMAC-SHA-256(secret, address) in hex (docs/privacy.md). The secret
// comes from the functions' environment (RATE_LIMIT_KEY_SECRET), so a leaked table cannot be
// reversed by hashing every IPv4 address.
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The keyed hash of a caller's address, 64 hex characters. */
export async function clientKey(address: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
