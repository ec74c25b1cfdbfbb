// The surname a record is made with (docs/product.md §2, docs/naming.md): a surname the data set
// knows, or a rare one the parents confirm; otherwise a 400 that says why and offers the nearest
// known surnames with their diacritics restored.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction } from "./helpers/local-stack.ts";
import { forgetRecentCreations, tableCounts, VALID_FORM } from "./helpers/records.ts";

integrationTest(
  "a surname typed without diacritics is refused with the surnames it may be, nothing written",
  async () => {
    await forgetRecentCreations();
    const before = await tableCounts();
    const tran = await callFunction("create-inspiration", { ...VALID_FORM, surname: "tran" });
    assert.equal(tran.status, 400);
    assert.equal(tran.body.error.code, "VALIDATION_FAILED");
    assert.match(tran.body.error.fields.surname, /chưa biết họ "Tran"/);
    assert.equal(tran.body.error.suggestions[0], "Trần");
    const nguyen = await callFunction("create-inspiration", { ...VALID_FORM, surname: "nguyen" });
    assert.equal(nguyen.body.error.suggestions[0], "Nguyễn");
    assert.match(nguyen.body.error.fields.surname, /^Họ "Nguyen" chưa đúng chính tả tiếng Việt/);
    assert.deepEqual(await tableCounts(), before);
  },
);

integrationTest("a middle name typed into the surname is refused, saying so, even when confirmed", async () => {
  await forgetRecentCreations();
  for (const surname of ["Ngô Thị", "Nguyễn Văn"]) {
    const answer = await callFunction("create-inspiration", {
      ...VALID_FORM,
      gender: "trai",
      surname,
      surnameConfirmed: true,
    });
    assert.equal(answer.status, 400, surname);
    assert.match(answer.body.error.fields.surname, /là tên đệm, không phải họ/);
  }
});

integrationTest("a rare real surname the parents confirm is taken as they wrote it", async () => {
  await forgetRecentCreations();
  // Khiếu: a real Vietnamese surname, too rare for the data set.
  const refused = await callFunction("create-inspiration", { ...VALID_FORM, surname: "Khiếu" });
  const confirmed = await callFunction("create-inspiration", {
    ...VALID_FORM,
    surname: "Khiếu",
    surnameConfirmed: true,
  });
  assert.equal(refused.status, 400);
  assert.equal(confirmed.status, 201, confirmed.text);
  const view = await callFunction("get-inspiration", { id: confirmed.body.id });
  assert.equal(view.body.input.surname, "Khiếu");
});
