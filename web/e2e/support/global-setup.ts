// Before any browser starts: the local stack must answer, and earlier runs' records must not count
// against this run's rate limit (see rate-limit.ts).
import { API_URL } from "@scripts/stack/config.ts";
import { forgetRecentCreations } from "./rate-limit.ts";

export default async function globalSetup(): Promise<void> {
  const health = await fetch(`${API_URL}/health`).catch(() => null);
  if (!health?.ok)
    throw new Error(`The local stack does not answer at ${API_URL}/health: run \`npm run stack:start\` first.`);
  await forgetRecentCreations();
}
