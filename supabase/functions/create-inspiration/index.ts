import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { createInspirationHandler } from "./create-inspiration.ts";

// Read at start: a misconfigured production function fails here, loudly, not at the first request.
const config = loadAppConfig(Deno.env.toObject());

Deno.serve(createInspirationHandler({ config, sql: database() }));
