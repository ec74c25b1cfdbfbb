// The error PostgREST answers with: an HTTP status plus the `{code, message, details, hint}` body that
// supabase-js turns into `error`. Raised by the query reader, the statement builder and the handler.

type RestErrorBody = {
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
  /** Extra response headers, e.g. `WWW-Authenticate` on 401. */
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

/** PGRST100: the query string does not follow PostgREST's grammar at all. */
export function queryStringError(message: string, details: string | null = null): RestError {
  return new RestError(400, { code: "PGRST100", message, details });
}

/**
 * PGRST127, PostgREST's own "Feature not implemented" answer: what PostgREST would do but the
 * stand-in deliberately does not, named in `details`, never a guess at the real behaviour.
 */
export function notImplemented(feature: string): RestError {
  return new RestError(400, {
    code: "PGRST127",
    message: "Feature not implemented",
    details: `${feature} is outside what the local REST stand-in serves`,
    hint: "The stand-in serves only the subset the project uses; docs/local-stack.md lists it.",
  });
}
