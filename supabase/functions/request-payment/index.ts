import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { requestPaymentHandler } from "./request-payment.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(requestPaymentHandler({ config, sql: database() }));
