// The parents' own names and birth years through the API: free, every candidate's score, verdict
// and warnings (a nói lái included) and the parents' Can Chi; paid, the full analysis.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction } from "./helpers/local-stack.ts";
import { createRecord, requestPayment, VALID_FORM } from "./helpers/records.ts";

const FORM = {
  ...VALID_FORM,
  candidates: [{ name: "hà hạnh" }, { name: "Minh Anh", hanTu: ["明", "英"] }],
  fatherBirthYear: 1990,
  motherBirthYear: 1986,
};

integrationTest("an unpaid record shows each candidate's score, verdict and warnings, and nothing paid", async () => {
  const id = await createRecord(FORM);
  const view = (await callFunction("get-inspiration", { id })).body;
  assert.equal(view.candidates.length, 2);
  for (const candidate of view.candidates) assert.deepEqual(Object.keys(candidate).sort(), ["fullName", "score", "verdict", "warnings"]);
  assert.equal(view.candidates[0].fullName, "Nguyễn Hà Hạnh");
  assert.match(view.candidates[0].warnings[0], /^Nói lái: .*hành hạ/i);
  assert.ok(view.candidates[1].score > view.candidates[0].score);
  assert.deepEqual(view.parents, {
    father: { year: 1990, canChi: "Canh Ngọ", napAm: "Lộ Bàng Thổ", element: "Thổ" },
    mother: { year: 1986, canChi: "Bính Dần", napAm: "Lư Trung Hỏa", element: "Hỏa" },
  });
  assert.equal(view.parentsReading.length, 2);
  assert.deepEqual(view.input.candidates, [{ name: "Hà Hạnh", hanTu: null }, { name: "Minh Anh", hanTu: ["明", "英"] }]);
});

integrationTest("a paid record shows each candidate's full analysis", async () => {
  const id = await createRecord(FORM);
  await requestPayment(id);
  assert.equal((await callFunction("sandbox-transfer", { id })).status, 200);
  const view = (await callFunction("get-inspiration", { id })).body;
  const [, minhAnh] = view.candidates;
  assert.equal(minhAnh.fullName, "Nguyễn Minh Anh");
  assert.equal(minhAnh.syllables.length, 3);
  assert.ok(minhAnh.tonePattern && minhAnh.numerology && Array.isArray(minhAnh.checks));
  assert.deepEqual(minhAnh.syllables.at(-1).parentRelations.map((r: { role: string }) => r.role), ["father", "mother"]);
});

integrationTest("a candidate that is not a Vietnamese name, or too long for the surname, is a field error", async () => {
  const notAName = await callFunction("create-inspiration", { ...VALID_FORM, candidates: [{ name: "John Smith" }] });
  assert.equal(notAName.status, 400);
  assert.equal(notAName.body.error.fields["candidates.0"], "Tên cần là tiếng Việt, ví dụ: Minh An");
  const tooLong = await callFunction("create-inspiration", { ...VALID_FORM, surname: "Tôn Nữ", candidates: [{ name: "Ngọc Bảo Anh" }] });
  assert.equal(tooLong.status, 400);
  assert.match(tooLong.body.error.fields.candidates, /tối đa 2 chữ/);
  const badYear = await callFunction("create-inspiration", { ...VALID_FORM, fatherBirthYear: 1939 });
  assert.equal(badYear.body.error.fields.fatherBirthYear, "Năm sinh không hợp lệ");
});
