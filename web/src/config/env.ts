// Build-time configuration: the VITE_* variables, from the environment or else web/.env (the local
// stack's). vite.config.ts refuses to build without them, so these are always defined.
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
  /** The price shown on the home page before any record exists; the payment page shows the server's. */
  priceVnd: Number(import.meta.env.VITE_PRICE_VND),
} as const;
