import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { reconcileTransfersHandler } from "./reconcile-transfers.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(
  reconcileTransfersHandler({
    config,
    serviceRoleKey: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "",
    sql: database(),
  }),
);
