// The fixed facts of the local stack: ports, keys and paths. The keys and the JWT secret are the
// Supabase CLI's well-known local demo values, so the same .env works against `supabase start`.
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Runtime state of the local stack (cluster data, pid files, logs); git-ignored. */
export const STATE_DIR = path.join(ROOT_DIR, ".stack");
export const SUPABASE_DIR = path.join(ROOT_DIR, "supabase");
export const FUNCTIONS_DIR = path.join(SUPABASE_DIR, "functions");

export const API_PORT = 54321;
export const DB_PORT = 54322;
export const WEB_PORT = 5173;
export const HOST = "127.0.0.1";

export const API_URL = `http://${HOST}:${API_PORT}`;
export const DB_PASSWORD = "postgres";
/** Superuser URL, as `supabase status` prints it. */
export const DB_URL = `postgresql://postgres:${DB_PASSWORD}@${HOST}:${DB_PORT}/postgres`;
/** The REST stand-in logs in as `authenticator` and switches role per request, as PostgREST does. */
const AUTHENTICATOR_PASSWORD = "postgres";
export const AUTHENTICATOR_DB_URL = `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@${HOST}:${DB_PORT}/postgres`;

export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
