import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { getInspirationHandler } from "./get-inspiration.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(getInspirationHandler({ config, sql: database() }));
