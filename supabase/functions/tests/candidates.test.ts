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
  for (const candidate of view.candidates) {
    assert.deepEqual(Object.keys(candidate).sort(), [
      "band",
      "fullName",
      "genderLean",
      "score",
      "scoreParts",
      "verdict",
      "warnings",
    ]);
  }
  assert.equal(view.candidates[0].fullName, "Nguyễn Hà Hạnh");
  assert.match(view.candidates[0].warnings[0], /^Nói lái “Hà Hạnh” thành “Hành Hạ”/);
  assert.ok(view.candidates[1].score > view.candidates[0].score);
  assert.deepEqual(view.parents, {
    father: { year: 1990, canChi: "Canh Ngọ", napAm: "Lộ Bàng Thổ", element: "Thổ" },
    mother: { year: 1986, canChi: "Bính Dần", napAm: "Lư Trung Hỏa", element: "Hỏa" },
  });
  assert.equal(view.parentsReading.length, 2);
  assert.deepEqual(view.input.candidates, [
    { name: "Hà Hạnh", hanTu: null },
    { name: "Minh Anh", hanTu: ["明", "英"] },
  ]);
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
  assert.deepEqual(
    minhAnh.syllables.at(-1).parentRelations.map((r: { role: string }) => r.role),
    ["father", "mother"],
  );
});

integrationTest(
  "a candidate that is not a Vietnamese name, or too long for the surname, is a field error",
  async () => {
    const notAName = await callFunction("create-inspiration", { ...VALID_FORM, candidates: [{ name: "John Smith" }] });
    assert.equal(notAName.status, 400);
    assert.equal(notAName.body.error.fields["candidates.0"], "Tên cần là tiếng Việt, ví dụ: Minh An");
    const tooLong = await callFunction("create-inspiration", {
      ...VALID_FORM,
      surname: "Tôn Nữ",
      candidates: [{ name: "Ngọc Bảo Anh" }],
    });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.error.fields.candidates, /tối đa 2 chữ/);
    const badYear = await callFunction("create-inspiration", { ...VALID_FORM, fatherBirthYear: 1939 });
    assert.match(badYear.body.error.fields.fatherBirthYear, /^Năm sinh phải từ 1940 đến \d{4}$/);
  },
);

integrationTest(
  "choose-han-tu: a paid record takes the parents' characters and keeps them for every reader",
  async () => {
    const id = await createRecord(FORM);
    const unpaid = await callFunction("choose-han-tu", { id, fullName: "Nguyễn Minh Anh", hanTu: ["銘", "瑛"] });
    assert.equal(unpaid.status, 402);
    assert.equal(unpaid.body.error.code, "PAYMENT_REQUIRED");

    await requestPayment(id);
    assert.equal((await callFunction("sandbox-transfer", { id })).status, 200);
    const chosen = await callFunction("choose-han-tu", { id, fullName: "Nguyễn Minh Anh", hanTu: ["銘", "瑛"] });
    assert.equal(chosen.status, 200, chosen.text);
    assert.equal(chosen.body.hanTu, "銘瑛");
    assert.equal(chosen.body.element, "Kim");
    const view = (await callFunction("get-inspiration", { id })).body;
    assert.equal(view.candidates[1].hanTu, "銘瑛");

    const top = view.suggestions[0];
    const sameCharacters = Array.from(top.syllables.slice(1) as { hanTu: string }[], (s) => s.hanTu);
    const again = await callFunction("choose-han-tu", { id, fullName: top.fullName, hanTu: sameCharacters });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.fullName, top.fullName);
  },
);

integrationTest(
  "choose-han-tu keeps ties in the order it is given, as an undo puts a name back in its place",
  async () => {
    const id = await createRecord(FORM);
    await requestPayment(id);
    assert.equal((await callFunction("sandbox-transfer", { id })).status, 200);
    type Named = { fullName: string; score: number; syllables: { hanTu: string }[] };
    const before: Named[] = (await callFunction("get-inspiration", { id })).body.suggestions;
    const tiesAsIn = before.map((s) => s.fullName).reverse();
    const expected = [...before]
      .sort((a, b) => b.score - a.score || tiesAsIn.indexOf(a.fullName) - tiesAsIn.indexOf(b.fullName))
      .map((s) => s.fullName);
    // The report has names whose scores tie, or this would prove nothing.
    assert.notDeepEqual(
      expected,
      before.map((s) => s.fullName),
    );

    const top = before[0]!;
    const sameCharacters = top.syllables.slice(1).map((s) => s.hanTu);
    const undone = await callFunction("choose-han-tu", { id, fullName: top.fullName, hanTu: sameCharacters, tiesAsIn });
    assert.equal(undone.status, 200, undone.text);
    const after: Named[] = (await callFunction("get-inspiration", { id })).body.suggestions;
    assert.deepEqual(
      after.map((s) => s.fullName),
      expected,
    );

    const badOrder = await callFunction("choose-han-tu", {
      id,
      fullName: top.fullName,
      hanTu: sameCharacters,
      tiesAsIn: "A",
    });
    assert.equal(badOrder.status, 400);
    assert.deepEqual(badOrder.body.error.fields, { tiesAsIn: "Thứ tự tên không hợp lệ." });
  },
);

integrationTest(
  "choose-han-tu refuses a character names do not use, a name not in the report, and a bad body",
  async () => {
    const id = await createRecord(FORM);
    await requestPayment(id);
    assert.equal((await callFunction("sandbox-transfer", { id })).status, 200);
    const wrongReading = await callFunction("choose-han-tu", { id, fullName: "Nguyễn Minh Anh", hanTu: ["明", "安"] });
    assert.equal(wrongReading.status, 400);
    assert.match(wrongReading.body.error.fields.hanTu, /không phải cách viết thường dùng trong tên của chữ "Anh"/);
    const notInReport = await callFunction("choose-han-tu", { id, fullName: "Nguyễn Văn Lạ", hanTu: ["文", "羅"] });
    assert.equal(notInReport.status, 400);
    assert.ok(notInReport.body.error.fields.fullName);
    const notHan = await callFunction("choose-han-tu", { id, fullName: "Nguyễn Minh Anh", hanTu: ["m", "a"] });
    assert.equal(notHan.status, 400);
    assert.equal(notHan.body.error.fields.hanTu, "Cần một chữ Hán cho mỗi chữ của tên (sau họ).");
    // Every message a visitor can get is Vietnamese, never zod's own English text.
    const extraField = await callFunction("choose-han-tu", {
      id,
      fullName: "Nguyễn Minh Anh",
      hanTu: ["明", "英"],
      admin: true,
    });
    assert.deepEqual(extraField.body.error.fields, { admin: "Trường này không được hỗ trợ." });
    for (const fn of ["choose-han-tu", "update-favourites", "get-inspiration"]) {
      const notAnObject = await callFunction(fn, [id]);
      assert.equal(notAnObject.status, 400, fn);
      assert.deepEqual(notAnObject.body.error.fields, { _form: "Dữ liệu gửi lên phải là một đối tượng JSON." }, fn);
    }
    const unknown = await callFunction("choose-han-tu", {
      id: "7d1b5a3e-2c4f-4e8a-9b6d-0f1e2d3c4b5a",
      fullName: "Nguyễn Minh Anh",
      hanTu: ["明", "英"],
    });
    assert.equal(unknown.status, 404);
  },
);

integrationTest(
  "create-inspiration refuses a candidate's character that is not a reading of its syllable",
  async () => {
    const answer = await callFunction("create-inspiration", {
      ...VALID_FORM,
      candidates: [{ name: "Minh An", hanTu: ["明", "恩"] }],
    });
    assert.equal(answer.status, 400);
    assert.match(
      answer.body.error.fields["candidates.0"],
      /"恩" không phải cách viết thường dùng trong tên của chữ "An"/,
    );
  },
);
