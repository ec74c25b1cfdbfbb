// The error PostgREST answers with: an HTTP status plus the `{code, message, details, hint}` body that
// supabase-js turns into `error`. Raised by the parser, the SQL builder and the request handler alike.

export type RestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** Extra response headers, e.g. `WWW-Authenticate` on 401 or `Content-Range` on 416. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: { code: string; message: string; details?: string | null; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = "RestError";
    this.status = status;
    this.code = body.code;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.headers = headers;
  }

  toBody(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string does not follow PostgREST's grammar. */
export function queryStringError(message: string, details: string | null = null): RestError {
  return new RestError(400, { code: "PGRST100", message, details });
}

/** PGRST127 (feature not implemented): what the stand-in deliberately leaves out, never a guess. */
export function notSupportedError(feature: string): RestError {
  return new RestError(400, {
    code: "PGRST127",
    message: `${feature} is not supported by the local PostgREST stand-in`,
    hint: "The local stack implements the subset of PostgREST this project uses; see scripts/stack/gateway.",
  });
}
