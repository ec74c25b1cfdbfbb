import { apiErrors } from "./api-error.ts";

/** No legitimate body of ours comes near this; a bigger one is refused before it is parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a POST body as JSON: 415 unless it says it is JSON, 413 past the limit (counted while
 * streaming, so a lying Content-Length cannot slip through), 400 when it does not parse.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw apiErrors.unsupportedMediaType();
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw apiErrors.payloadTooLarge();

  const text = await readTextUpTo(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw apiErrors.invalidJson();
  }
}

async function readTextUpTo(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw apiErrors.payloadTooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
