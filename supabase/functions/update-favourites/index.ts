import { loadAppConfig } from "../_shared/config/app-config.ts";
import { database } from "../_shared/db/database.ts";
import { updateFavouritesHandler } from "./update-favourites.ts";

const config = loadAppConfig(Deno.env.toObject());

Deno.serve(updateFavouritesHandler({ config, sql: database() }));
