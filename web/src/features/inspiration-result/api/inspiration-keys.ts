/** Query keys of the result feature: one record's view, by id. */
export const inspirationKeys = {
  all: ["inspiration"] as const,
  detail: (id: string) => [...inspirationKeys.all, "detail", id] as const,
};
