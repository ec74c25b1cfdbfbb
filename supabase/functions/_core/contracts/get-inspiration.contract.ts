// get-inspiration: a record's view, the preview until it is paid, then the whole report.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";
import { paymentStatusSchema } from "./payment-status.ts";
import { inspirationInputSchema, paidViewSchema, previewViewSchema } from "./report-view.ts";

/** The record fields that come with either view of its report. */
const recordFields = {
  id: z.uuid(),
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
  /** When the record will be deleted under the retention rules (docs/privacy.md), unless its parents delete it first. */
  keptUntil: z.string(),
  /** The price frozen on the order, or today's price before one exists. */
  priceVnd: z.int().check(z.positive()),
  input: inspirationInputSchema,
  /** The parents' marked names; always [] for an unpaid record. */
  favourites: z.array(z.string()),
};

const recordViewSchema = z.discriminatedUnion("access", [
  z.extend(previewViewSchema, recordFields),
  z.extend(paidViewSchema, recordFields),
]);
export type RecordView = z.infer<typeof recordViewSchema>;

export const getInspiration = {
  name: "get-inspiration",
  request: recordIdRequest,
  answer: recordViewSchema,
} as const;
