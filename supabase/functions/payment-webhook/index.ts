import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { paymentWebhookHandler } from "./payment-webhook.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(paymentWebhookHandler({ config, sql: database() }));
