// The running local stack that stack tests drive: its gateway must answer, else every test fails
// with a message that says how to start it (a skipped test would prove nothing).
import { API_URL } from "../../../config.ts";

export async function requireRunningGateway(): Promise<void> {
  const answer = await fetch(`${API_URL}/health`, { signal: AbortSignal.timeout(3000) }).catch(
    (error: unknown) => error,
  );
  if (!(answer instanceof Response) || !answer.ok) {
    throw new Error(
      `The local stack's gateway does not answer at ${API_URL}/health ` +
        `(${answer instanceof Response ? `HTTP ${answer.status}` : String(answer)}). Start it with \`npm run stack:start\`.`,
    );
  }
}
