// A screen's first query adopting the answer index.html's early request already brought (and its
// early view is showing): the screen then draws it in its first render instead of a spinner.
import { useEffect } from "react";
import type { FunctionContract } from "@core/contracts/function-contract.ts";
import { earlyAnswer, forgetEarlyAnswer } from "./call-function.ts";

/**
 * The early answer to this call, checked by its contract, for the query's initial data; undefined
 * when there is none. It is as fresh as a request made on mount.
 */
export function useEarlyAnswer<Answer>(contract: FunctionContract<Answer>, body: unknown): Answer | undefined {
  const early = earlyAnswer(contract, body);
  useEffect(() => {
    if (early !== undefined) forgetEarlyAnswer();
  }, [early]);
  return early;
}
