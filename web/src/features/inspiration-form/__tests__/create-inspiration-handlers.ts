import { http, HttpResponse, type JsonBodyType } from "msw";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";

const CREATE_URL = `${env.supabaseUrl}/functions/v1/create-inspiration`;

/**
 * Answers create-inspiration with the given responses in turn (the last one repeats) and records
 * every JSON body the function received.
 */
export function answerCreateInspiration(...responses: (() => Response)[]) {
  const bodies: JsonBodyType[] = [];
  server.use(
    http.post(CREATE_URL, async ({ request }) => {
      bodies.push((await request.json()) as JsonBodyType);
      return responses[Math.min(bodies.length, responses.length) - 1]!();
    }),
  );
  return bodies;
}

export const created = (id: string) => () => HttpResponse.json({ id }, { status: 201 });

export const failed =
  (status: number, error: object, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ error }, { status, headers });
