import assert from "node:assert/strict";
import { loggableError } from "./loggable-error.ts";

Deno.test("logs a database error's kind and SQLSTATE but never the value it quotes", () => {
  const error = Object.assign(new Error('invalid input syntax for type uuid: "mong con bình an"'), {
    name: "PostgresError",
    code: "22P02",
    routine: "string_to_uuid",
    detail: "Failing row contains (mong con bình an).",
  });
  const line = loggableError(error);
  assert.match(line, /^PostgresError code=22P02 routine=string_to_uuid/);
  assert.doesNotMatch(line, /bình an/);
  assert.match(line, /\n\s+at /);
});

Deno.test("logs something useful for values that are not errors", () => {
  assert.equal(loggableError("a wish"), "non-error thrown (string)");
  assert.equal(loggableError(null), "non-error thrown (object)");
});
