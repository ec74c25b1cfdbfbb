// update-favourites and the favourites in the view: a paid report's marked names, shared by
// everyone holding the link, limited, validated, and safe under concurrent changes.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction } from "./helpers/local-stack.ts";
import { createRecord, recordRow, requestPayment } from "./helpers/records.ts";

async function paidRecord(): Promise<{ id: string; names: string[] }> {
  const id = await createRecord();
  await requestPayment(id);
  const paid = await callFunction("sandbox-transfer", { id });
  if (paid.status !== 200) throw new Error(`sandbox-transfer answered ${paid.status}: ${paid.text}`);
  const { report } = await recordRow(id);
  return { id, names: report.suggestions.map((suggestion) => suggestion.fullName) };
}

const favourites = (id: string, change: { add?: unknown; remove?: unknown }) =>
  callFunction("update-favourites", { id, ...change });

integrationTest("marks and unmarks names of a paid report, and the view shows them to every reader", async () => {
  const { id, names } = await paidRecord();
  assert.deepEqual((await favourites(id, { add: [names[3], names[0]] })).body, { favourites: [names[3], names[0]] });
  assert.deepEqual((await favourites(id, { add: [names[0], names[7]], remove: [names[3]] })).body, {
    favourites: [names[0], names[7]],
  });
  const view = await callFunction("get-inspiration", { id });
  assert.deepEqual(view.body.favourites, [names[0], names[7]]);
});

integrationTest("answers 402 for an unpaid record and shows it no favourites", async () => {
  const id = await createRecord();
  const { report } = await recordRow(id);
  const answer = await favourites(id, { add: [report.suggestions[0]!.fullName] });
  assert.equal(answer.status, 402);
  assert.equal(answer.body.error.code, "PAYMENT_REQUIRED");
  assert.deepEqual((await callFunction("get-inspiration", { id })).body.favourites, []);
});

integrationTest("refuses a name that is not in this report, and changes nothing", async () => {
  const { id, names } = await paidRecord();
  await favourites(id, { add: [names[1]] });
  const answer = await favourites(id, { add: [names[2], "Nguyễn Văn Không Có"] });
  assert.equal(answer.status, 400);
  assert.equal(answer.body.error.code, "VALIDATION_FAILED");
  assert.match(answer.body.error.fields.add, /không có trong báo cáo/);
  assert.deepEqual((await callFunction("get-inspiration", { id })).body.favourites, [names[1]]);
});

integrationTest("refuses hostile or malformed bodies with a field error", async () => {
  const { id, names } = await paidRecord();
  for (const [body, field] of [
    [{ id, add: ["a\u0000b"] }, "add"],
    [{ id, add: "Nguyễn An" }, "add"],
    [{ id, remove: Array.from({ length: 24 }, () => names[0]) }, "remove"],
    [{ id, add: [names[0]], admin: true }, "admin"],
    [{ id: "not-a-uuid" }, "id"],
  ] as const) {
    const answer = await callFunction("update-favourites", body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.ok(answer.body.error.fields[field], `a message for ${field}`);
  }
});

integrationTest("keeps every change when both parents mark names at the same moment", async () => {
  const { id, names } = await paidRecord();
  const answers = await Promise.all(names.slice(0, 12).map((name) => favourites(id, { add: [name] })));
  assert.ok(answers.every((answer) => answer.status === 200));
  const kept = (await callFunction("get-inspiration", { id })).body.favourites as string[];
  assert.deepEqual([...kept].sort(), names.slice(0, 12).sort());
});

integrationTest("lets a paid report mark all 20 of its suggestions (the SQL test covers a 21st)", async () => {
  const { id, names } = await paidRecord();
  assert.equal((await favourites(id, { add: names.slice(0, 20) })).status, 200);
  const { report } = await recordRow(id);
  assert.equal(report.suggestions.length, 20);
  assert.equal((await favourites(id, { remove: [names[5]] })).body.favourites.length, 19);
  assert.equal((await favourites(id, { add: [names[5]] })).body.favourites.length, 20);
});

integrationTest("answers 404 for an unknown record", async () => {
  const answer = await favourites("7d1b5a3e-2c4f-4e8a-9b6d-0f1e2d3c4b5a", { add: ["Nguyễn An"] });
  assert.equal(answer.status, 404);
});
