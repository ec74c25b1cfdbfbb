// The body of every function that works on one record: `{ id }`, a uuid, nothing else.
import { recordIdRequest } from "@core/contracts/function-contract.ts";
import { parseRequestBody } from "../http/parse-request-body.ts";

/** The record id from a request body, or a 400 with a Vietnamese field message. */
export function parseRecordId(body: unknown): string {
  return parseRequestBody(recordIdRequest, body, { id: "Mã hồ sơ không hợp lệ." }).id;
}
