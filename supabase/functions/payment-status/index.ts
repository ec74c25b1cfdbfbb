import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { paymentStatusHandler } from "./payment-status.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(paymentStatusHandler({ config, sql: database() }));
