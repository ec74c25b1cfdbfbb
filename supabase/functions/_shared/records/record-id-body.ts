// The body of every function that works on one record: `{ id }`, a uuid, nothing else.
import * as z from "zod/mini";
import { parseRequestBody } from "../http/parse-request-body.ts";

const recordIdBody = z.strictObject({
  id: z.uuid(),
});

/** The record id from a request body, or a 400 with a Vietnamese field message. */
export function parseRecordId(body: unknown): string {
  return parseRequestBody(recordIdBody, body, { id: "Mã hồ sơ không hợp lệ." }).id;
}
