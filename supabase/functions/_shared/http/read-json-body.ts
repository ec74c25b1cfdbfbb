import { apiErrors } from "./api-error.ts";

/** No legitimate body of ours comes near this; a bigger one is refused before it is parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

const utf8 = new TextDecoder();

/**
 * Reads a POST body as JSON: 415 unless it says it is JSON, 413 past the limit, 400 when it does
 * not parse.
 *
 * A body with a Content-Length within the limit is read in one piece: the HTTP server frames the
 * body by that header, so it cannot deliver more bytes than declared, and the size is checked
 * again on what arrived. A body without one (chunked) is counted while it streams and refused as
 * soon as it passes the limit, before it is all in memory. Reading in one piece costs a fraction of
 * streaming it chunk by chunk, and every call of every function pays it.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw apiErrors.unsupportedMediaType();
  const declared = request.headers.get("content-length");
  if (Number(declared ?? 0) > maxBytes) throw apiErrors.payloadTooLarge();

  const bytes =
    declared === null ? await readBytesUpTo(request, maxBytes) : new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw apiErrors.payloadTooLarge();
  try {
    return JSON.parse(utf8.decode(bytes));
  } catch {
    throw apiErrors.invalidJson();
  }
}

async function readBytesUpTo(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
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
  return bytes;
}
