// choose-han-tu: the parents pick the chữ Hán of a name of their paid report.
import * as z from "zod/mini";
import { reportName } from "./function-contract.ts";
import { candidateAnalysisSchema, suggestionSchema } from "./report-view.ts";
import { SUGGESTION_COUNT } from "../naming/report-types.ts";

export const chooseHanTu = {
  name: "choose-han-tu",
  request: z.strictObject({
    id: z.uuid(),
    fullName: reportName,
    hanTu: z
      .array(z.string().check(z.refine((text) => /^\p{Script=Han}$/u.test(text))))
      .check(z.minLength(1), z.maxLength(3)),
    /**
     * The order (full names) the suggestions whose scores tie keep: an undo sends the order before
     * its switch, so the name goes back to its own place. Absent: ties keep the order they have.
     */
    tiesAsIn: z.optional(z.array(reportName).check(z.maxLength(SUGGESTION_COUNT))),
  }),
  /** The name analysed again with the chosen characters: one of the parents' own names, or a suggestion. */
  answer: z.union([candidateAnalysisSchema, suggestionSchema]),
} as const;
