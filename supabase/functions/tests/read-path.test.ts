// get-inspiration's read: for an unpaid record the database cuts the report down to what the free view
// is built from (read-record-view.ts), and the view must be exactly the one built from the whole report.
import assert from "node:assert/strict";
import { LOCKED_SOURCE_KEYS, previewSourceOf, toPaidView } from "@core/naming/preview.ts";
import type { Report } from "@core/naming/report-types.ts";
import { readRecordView } from "../_shared/records/read-record-view.ts";
import { type RecordRow, toRecordView } from "../_shared/records/record-view.ts";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction, db, PRICE_VND } from "./helpers/local-stack.ts";
import { createRecord, requestPayment, VALID_FORM } from "./helpers/records.ts";

const FORM = {
  ...VALID_FORM,
  candidates: [{ name: "Minh Anh" }, { name: "Bảo Ngọc" }],
  fatherBirthYear: 1990,
  motherBirthYear: 1992,
};

/** The row as the functions read it, run as service_role like them. */
async function readAsFunction(id: string): Promise<RecordRow> {
  const [row] = await db.begin(async (tx) => {
    await tx`set local role service_role`;
    return await readRecordView(tx, id);
  });
  assert.ok(row, `record ${id} not found`);
  return row;
}

async function wholeReport(id: string): Promise<Report> {
  const [row] = await db<{ report: Report }[]>`select report from public.name_inspiration_records where id = ${id}`;
  assert.ok(row);
  return row.report;
}

/** The view made from the whole stored report, as JSON sends it. */
async function viewFromWholeReport(id: string) {
  const row = await readAsFunction(id);
  const report = await wholeReport(id);
  const whole =
    row.payment_status === "paid"
      ? { ...row, report, preview: null }
      : { ...row, report: null, preview: previewSourceOf(report) };
  return JSON.parse(JSON.stringify(toRecordView(whole, PRICE_VND)));
}

integrationTest("an unpaid record's view, cut in the database, is the view of its whole report", async () => {
  const id = await createRecord(FORM);
  const answer = await callFunction("get-inspiration", { id });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.candidates.length, 2, "the form's candidates are in the view");
  assert.ok(answer.body.parents, "the parents' years are in the view");
  assert.deepEqual(answer.body, await viewFromWholeReport(id));

  await requestPayment(id);
  const pending = await callFunction("get-inspiration", { id });
  assert.equal(pending.body.paymentStatus, "pending");
  assert.deepEqual(pending.body, await viewFromWholeReport(id));
});

integrationTest(
  "an unpaid record's suggestions 4–20 leave the database only as the facts a locked card says",
  async () => {
    const id = await createRecord(FORM);
    const row = await readAsFunction(id);
    const report = await wholeReport(id);
    assert.equal(row.report, null, "the whole report is not read for an unpaid record");
    assert.ok(row.preview);
    assert.equal(row.preview.free.length, 3);
    assert.deepEqual(row.preview.free, report.suggestions.slice(0, 3));
    assert.equal(row.preview.locked.length, report.suggestions.length - 3);
    for (const locked of row.preview.locked)
      assert.deepEqual(Object.keys(locked).sort(), [...LOCKED_SOURCE_KEYS].sort());
    const sent = JSON.stringify(row.preview);
    for (const hidden of report.suggestions.slice(3)) assert.ok(!sent.includes(hidden.meaning), hidden.fullName);
  },
);

integrationTest("a paid record's view is the whole report's, and only then is the whole report read", async () => {
  const id = await createRecord(FORM);
  await requestPayment(id);
  assert.equal((await callFunction("sandbox-transfer", { id })).status, 200);
  const row = await readAsFunction(id);
  assert.equal(row.preview, null);
  assert.deepEqual(row.report, await wholeReport(id));
  const answer = await callFunction("get-inspiration", { id });
  assert.deepEqual(answer.body, await viewFromWholeReport(id));
  assert.equal(answer.body.suggestions.length, toPaidView(await wholeReport(id)).suggestions.length);
});

integrationTest("a report made before parents could give names or years still reads, with none of them", async () => {
  const id = await createRecord();
  await db`
    update public.name_inspiration_records set report = report - 'candidates' - 'parents' - 'parentsReading'
    where id = ${id}`;
  const answer = await callFunction("get-inspiration", { id });
  assert.equal(answer.status, 200);
  assert.deepEqual([answer.body.candidates, answer.body.parents, answer.body.parentsReading], [[], null, []]);
  assert.equal(answer.body.suggestions.length, 3);
  assert.deepEqual(answer.body, await viewFromWholeReport(id));
});
