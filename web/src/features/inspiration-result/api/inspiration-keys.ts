/** Query and mutation keys of the result feature. */
export const inspirationKeys = {
  all: ["inspiration"] as const,
  /** One record's view, by id. */
  detail: (id: string) => [...inspirationKeys.all, "detail", id] as const,
  /** The changes to one record's favourites: counted to know whether a newer change is in flight. */
  favourites: (id: string) => [...inspirationKeys.all, "favourites", id] as const,
};
