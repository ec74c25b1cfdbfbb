import assert from "node:assert/strict";
import { test } from "vitest";
import { findTransferCodes, isTransferCode } from "./transfer-code.ts";

test("recognises a well-formed code and refuses look-alike characters", () => {
  assert.ok(isTransferCode("CHT7K4QX2"));
  for (const bad of ["CHT7K4QX", "CHT7K4QX20", "CHT0K4QX2", "CHTOK4QX2", "CHT1K4QX2", "CHTIK4QX2", "cht7k4qx2", "ABC7K4QX2"]) {
    assert.equal(isTransferCode(bad), false, bad);
  }
});

test("finds the code whatever the bank did to the content", () => {
  const cases: Array<[string, string]> = [
    ["CHT7K4QX2", "plain"],
    ["cht7k4qx2", "lower case"],
    ["CHUYEN TIEN cht-7k4q x2 GD 123456", "dashes, spaces, words and a reference around it"],
    ["MBVCB.5432198.CHT7K4QX2.CT tu 0123456789 NGUYEN VAN A toi 9704", "a bank's own prefix and suffix"],
    ["Thanh toan C H T 7 K 4 Q X 2", "spaced out"],
    ["ＣＨＴ７Ｋ４ＱＸ２", "full-width characters from a phone keyboard"],
  ];
  for (const [content, why] of cases) {
    assert.deepEqual(findTransferCodes(content), ["CHT7K4QX2"], why);
  }
});

test("looks in every field it is given and reports each code once, in order", () => {
  assert.deepEqual(findTransferCodes(null, "CHT7K4QX2", undefined, "cht7k4qx2 va CHTABCDEF"), ["CHT7K4QX2", "CHTABCDEF"]);
});

test("finds nothing in content without a code", () => {
  for (const content of ["", "CHUYEN TIEN", "CHT12345", "CHT7K4Q", "CHTOOOOOO"]) {
    assert.deepEqual(findTransferCodes(content), [], content);
  }
});
