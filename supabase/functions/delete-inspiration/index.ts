import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { deleteInspirationHandler } from "./delete-inspiration.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(deleteInspirationHandler({ config, sql: database() }));
