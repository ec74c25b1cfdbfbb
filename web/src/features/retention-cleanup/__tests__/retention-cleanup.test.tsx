import { renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import { deleteStaleRecords, RETENTION_MS } from "@/features/retention-cleanup/api/delete-stale-records.ts";
import { CLEANUP_INTERVAL_MS, useRetentionCleanup } from "@/features/retention-cleanup/hooks/use-retention-cleanup.ts";

const TABLE_URL = `${env.supabaseUrl}/rest/v1/name_inspiration_records`;
const NOW = new Date("2026-11-22T06:00:00.000Z");

interface SeenRequest {
  method: string;
  params: [string, string][];
  prefer: string | null;
  apikey: string | null;
}

/** Answers the cleanup DELETE like PostgREST would and records what the client sent. */
function answerCleanup(ids: string[]): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.delete(TABLE_URL, ({ request }) => {
      seen.push({
        method: request.method,
        params: [...new URL(request.url).searchParams.entries()],
        prefer: request.headers.get("prefer"),
        apikey: request.headers.get("apikey"),
      });
      return HttpResponse.json(ids.map((id) => ({ id })));
    }),
  );
  return seen;
}

describe("deleteStaleRecords", () => {
  it("asks PostgREST to delete not_requested records older than 7 days and returns how many went", async () => {
    const seen = answerCleanup(["a1", "b2", "c3"]);

    const deleted = await deleteStaleRecords(NOW);

    expect(deleted).toBe(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toEqual([
      ["payment_status", "eq.not_requested"],
      ["created_at", `lt.${new Date(NOW.getTime() - RETENTION_MS).toISOString()}`],
      ["select", "id"],
    ]);
    expect(seen[0]?.prefer).toContain("return=representation");
    expect(seen[0]?.apikey).toBe(env.supabaseAnonKey);
  });

  it("logs a failed cleanup with console.error and reports 0, without throwing", async () => {
    server.use(
      http.delete(TABLE_URL, () =>
        HttpResponse.json({ code: "08006", message: "connection failure", details: null, hint: null }, { status: 503 }),
      ),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});

    await expect(deleteStaleRecords(NOW)).resolves.toBe(0);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it("reports 0 and logs when the backend cannot be reached at all", async () => {
    server.use(http.delete(TABLE_URL, () => HttpResponse.error()));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});

    await expect(deleteStaleRecords(NOW)).resolves.toBe(0);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});

describe("useRetentionCleanup", () => {
  beforeEach(() => {
    // Only the interval is faked: the client's own timeouts and MSW keep real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"], now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it("never cleans at start, then once at 6 hours and again at 12 hours", async () => {
    const seen = answerCleanup(["stale"]);
    renderHook(() => useRetentionCleanup());

    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS - 1);
    expect(seen).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const firstCutoff = new Date(NOW.getTime() + CLEANUP_INTERVAL_MS - RETENTION_MS).toISOString();
    expect(seen[0]?.params).toContainEqual(["created_at", `lt.${firstCutoff}`]);

    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  it("stops cleaning once the app is unmounted", async () => {
    const seen = answerCleanup([]);
    const { unmount } = renderHook(() => useRetentionCleanup());
    unmount();

    await vi.advanceTimersByTimeAsync(3 * CLEANUP_INTERVAL_MS);
    expect(seen).toHaveLength(0);
  });

  it("keeps its timer after a failed run: an error is logged, the next run still happens", async () => {
    let calls = 0;
    server.use(
      http.delete(TABLE_URL, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderHook(() => useRetentionCleanup());

    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS);
    await vi.waitFor(() => expect(calls).toBe(2));
    consoleError.mockRestore();
  });
});
