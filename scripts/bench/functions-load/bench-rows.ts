// The rows the bench writes to the shared database, and their removal. Records are found by the
// bench's wish (real and floor creations alike). A rate-limit event carries only a keyed hash of
// the caller's address and its time, but create_inspiration_record inserts it in
// the record's transaction, so both have the same created_at (now() is the transaction's start):
// that pairs each event with its record to the microsecond. A crashed run's rows go at the next run.
import postgres from "postgres";
import { DB_URL } from "../../stack/config.ts";
import { BENCH_BODY, BENCH_HEADERS, BENCH_WISH } from "./bench-request.ts";

/** A record for get-inspiration to read, made by the real create-inspiration. */
export async function createRecordToRead(createUrl: string): Promise<string> {
  const response = await fetch(createUrl, { method: "POST", headers: BENCH_HEADERS, body: JSON.stringify(BENCH_BODY) });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id)
    throw new Error(`create-inspiration answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

export async function deleteBenchRows(): Promise<{ records: number; events: number }> {
  const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
  try {
    return await sql.begin(async (tx) => {
      const events = await tx`
        delete from public.record_creation_events e
        using public.name_inspiration_records r
        where r.input ->> 'wish' = ${BENCH_WISH} and e.created_at = r.created_at`;
      const records = await tx`delete from public.name_inspiration_records where input ->> 'wish' = ${BENCH_WISH}`;
      return { records: records.count, events: events.count };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
