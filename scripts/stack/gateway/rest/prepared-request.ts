// What every /rest/v1 operation needs once authentication and negotiation are done.
import type { Sql } from "postgres";
import type { ResponseFormat } from "./media-type.ts";
import type { Preferences } from "./prefer-header.ts";
import type { RequestSettings } from "./run-statement.ts";
import type { SchemaCache } from "./schema-cache.ts";

export type RestContext = {
  sql: Sql;
  schemaCache: SchemaCache;
  jwtSecret: string;
  /** The role for requests without a JWT (and for JWTs without a `role` claim). */
  anonRole: string;
};

export type PreparedRequest = {
  context: RestContext;
  method: string;
  search: string;
  contentType: string | undefined;
  body: Buffer;
  format: ResponseFormat;
  preferences: Preferences;
  settings: RequestSettings;
};
