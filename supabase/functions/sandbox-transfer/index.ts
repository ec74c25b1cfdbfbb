import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { sandboxTransferHandler } from "./sandbox-transfer.ts";

const config = loadAppConfig(Deno.env.toObject());
const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "http://127.0.0.1:54321";

Deno.serve(
  sandboxTransferHandler({
    config,
    sql: database(),
    webhookUrl: `${supabaseUrl}/functions/v1/payment-webhook`,
  }),
);
