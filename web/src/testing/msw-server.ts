// One MSW server for every web test. An unhandled request fails the test: a screen must never
// reach a backend the test did not describe.
import { setupServer } from "msw/node";

export const server = setupServer();
