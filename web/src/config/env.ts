// Build-time configuration. vite.config.ts fills in the local stack's values when a VITE_* variable
// is not set, so these are always defined.
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
  /** The price shown on the home page before any record exists; the payment page shows the server's. */
  priceVnd: Number(import.meta.env.VITE_PRICE_VND),
} as const;
