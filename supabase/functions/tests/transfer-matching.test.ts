// Matching as banks really write transfer content, through the real webhook and the database's
// rule (docs/payment-webhook.md): every row of the corpus is delivered with its meant code (and
// the look-alike codes it lists) open as orders, and must be credited to the order it expects, or
// to none.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { db } from "./helpers/local-stack.ts";
import { pendingOrderWithCode, removeOrders } from "./helpers/orders.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

const CORPUS = new URL("../_core/contracts/__fixtures__/bank-transfer-contents.tsv", import.meta.url);

interface Row {
  content: string;
  meant: string;
  expected: string;
  kind: string;
  alsoOpen: string[];
}

function corpus(): Row[] {
  const [, ...lines] = Deno.readTextFileSync(CORPUS).trimEnd().split("\n");
  return lines.map((line) => {
    const [content = "", meant = "", expected = "", kind = "", alsoOpen = ""] = line.split("\t");
    const unescaped = content.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return { content: unescaped, meant, expected, kind, alsoOpen: alsoOpen.split(/[ ,;]+/).filter(Boolean) };
  });
}

integrationTest(
  "every content of the corpus is credited to the order it names, or to none, through the webhook",
  async () => {
    const rows = corpus();
    assert.ok(rows.length >= 40, `the corpus has ${rows.length} contents`);
    const wrong: string[] = [];
    let meantAndMatched = 0;
    let meant = 0;
    for (const row of rows) {
      const codes = [...new Set([row.meant, ...row.alsoOpen].filter(Boolean))];
      await removeOrders(codes);
      const records = new Map<string, string>();
      for (const code of codes) records.set(await pendingOrderWithCode(code), code);

      const delivery = sepayDelivery({ content: row.content });
      const answer = await deliverWebhook(delivery);
      assert.equal(answer.status, 200, `${row.kind}: ${answer.text}`);
      const [transaction] = await db<{ record_id: string | null }[]>`
      select record_id from public.bank_transactions where provider_transaction_id = ${String(delivery.id)}`;
      const credited = transaction?.record_id ? (records.get(transaction.record_id) ?? "another order") : "";
      if (credited !== row.expected)
        wrong.push(`${row.kind}: "${row.content}" → ${credited || "none"}, expected ${row.expected || "none"}`);
      if (row.meant) {
        meant += 1;
        if (credited === row.meant) meantAndMatched += 1;
      }
      await db`delete from public.bank_transactions where provider_transaction_id = ${String(delivery.id)}`;
      await removeOrders(codes);
    }
    assert.deepEqual(wrong, []);
    assert.ok(meantAndMatched / meant >= 0.9, `${meantAndMatched} of ${meant} meant codes matched`);
  },
);
