// The JSON body of a write or an RPC call, checked the way PostgREST checks it.
import { RestError } from "./rest-error.ts";

export type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(contentType: string | undefined, body: Buffer): unknown {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type !== undefined && type !== "application/json") {
    throw new RestError(415, { code: "PGRST107", message: `Content-Type not acceptable: ${contentType}` });
  }
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new RestError(400, { code: "PGRST102", message: "Empty or invalid json" });
  }
}

/** An insert takes one object or an array of objects. */
export function parseRowsBody(contentType: string | undefined, body: Buffer): JsonObject[] {
  const value = parseJson(contentType, body);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isJsonObject))
    throw new RestError(400, { code: "PGRST102", message: "All rows must be JSON objects" });
  return rows;
}

/** A patch or RPC arguments: one object; an empty RPC body means no arguments. */
export function parseObjectBody(contentType: string | undefined, body: Buffer, emptyIsObject: boolean): JsonObject {
  if (emptyIsObject && body.length === 0) return {};
  const value = parseJson(contentType, body);
  if (!isJsonObject(value)) throw new RestError(400, { code: "PGRST102", message: "The body must be a JSON object" });
  return value;
}
