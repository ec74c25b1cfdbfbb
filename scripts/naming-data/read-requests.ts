// A file of requests for the naming scripts (a panel, a blind reading's held-out set): a JSON array
// of partial requests, each completed with the defaults a parent who filled only those fields gets.
import { readFileSync } from "node:fs";
import type { InspirationInput } from "@core/naming/types.ts";

export function readRequests(file: string): InspirationInput[] {
  return (JSON.parse(readFileSync(file, "utf8")) as Partial<InspirationInput>[]).map((request): InspirationInput => ({
    birthDate: null,
    wish: null,
    middleName: null,
    avoid: [],
    themes: [],
    length: 3,
    gender: "chua-biet",
    surname: "Nguyễn",
    ...request,
  }));
}
