import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { chooseHanTuHandler } from "./choose-han-tu.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(chooseHanTuHandler({ config, sql: database() }));
