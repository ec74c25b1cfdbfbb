import assert from "node:assert/strict";
import { test } from "vitest";
import { isTransferCode } from "./transfer-code.ts";

test("recognises a well-formed code and refuses look-alike characters", () => {
  assert.ok(isTransferCode("CHT7K4QX2"));
  for (const bad of [
    "CHT7K4QX",
    "CHT7K4QX20",
    "CHT0K4QX2",
    "CHTOK4QX2",
    "CHT1K4QX2",
    "CHTIK4QX2",
    "cht7k4qx2",
    "ABC7K4QX2",
  ]) {
    assert.equal(isTransferCode(bad), false, bad);
  }
});
