// Bad input, table-driven: each case gets its documented 4xx with a Vietnamese message and writes
// nothing. The cases live in the test files beside this, by what is wrong (the request's shape, the
// form's fields, the ids, characters no one types).
import assert from "node:assert/strict";
import { integrationTest } from "./integration-test.ts";
import { callFunction } from "./local-stack.ts";
import { forgetRecentCreations, tableCounts } from "./records.ts";

/** A well-formed id no record has. */
export const UNKNOWN_UUID = "7d1b5a3e-2c4f-4e8a-9b6d-0f1e2d3c4b5a";

interface BadCase {
  why: string;
  fn: string;
  body?: unknown;
  rawBody?: string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  /** The form field the answer names, when the problem is one field's. */
  field?: string;
}

const VIETNAMESE_LETTER = /[ạảãàáâậầấẩẫăắằặẳẵẹẻẽèéêệềếểễịỉĩìíọỏõòóôộồốổỗơớờợởỡụủũùúưựừứửữỳýỵỷỹđ]/i;

/** One integration test per case: the status, the code, a Vietnamese message, and no row written. */
export function badInputTests(cases: readonly BadCase[]): void {
  for (const badCase of cases) {
    integrationTest(`${badCase.fn}: ${badCase.why} → ${badCase.status} ${badCase.code}, nothing written`, async () => {
      await forgetRecentCreations();
      const before = await tableCounts();

      const answer = await callFunction(badCase.fn, badCase.body, {
        rawBody: badCase.rawBody,
        method: badCase.method,
        headers: badCase.headers,
      });

      assert.equal(answer.status, badCase.status, answer.text);
      assert.equal(answer.body?.error?.code, badCase.code);
      assert.match(answer.body.error.message, VIETNAMESE_LETTER, "a Vietnamese message");
      if (badCase.field) assert.ok(answer.body.error.fields?.[badCase.field], `a message for ${badCase.field}`);
      assert.deepEqual(await tableCounts(), before);
    });
  }
}
