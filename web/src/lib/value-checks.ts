// Type checks of an answer's fields, for the early views (features/*/early/), which run before zod
// has arrived and draw only an answer whose every field they use has the expected type.

export const isString = (value: unknown): value is string => typeof value === "string";
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
