import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { claimTransferHandler } from "./claim-transfer.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(claimTransferHandler({ config, sql: database() }));
