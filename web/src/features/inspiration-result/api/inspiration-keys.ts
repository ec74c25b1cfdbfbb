/** Query and mutation keys of the result feature. */
export const inspirationKeys = {
  all: ["inspiration"] as const,
  /** One record's view, by id. */
  detail: (id: string) => [...inspirationKeys.all, "detail", id] as const,
  /** The changes to one record's favourites: counted to know whether a newer change is in flight. */
  favourites: (id: string) => [...inspirationKeys.all, "favourites", id] as const,
  /** The real đệm + tên pairs and who families give them to (a data chunk loaded on demand). */
  pairLeans: () => [...inspirationKeys.all, "pair-leans"] as const,
};
