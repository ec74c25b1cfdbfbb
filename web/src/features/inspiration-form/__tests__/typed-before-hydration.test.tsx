import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, it } from "vitest";
import HomeRoute from "../../../app/routes/home.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";

const home = () => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>
      <HomeRoute />
    </MemoryRouter>
  </QueryClientProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

it("keeps the surname typed into the prerendered form before the app hydrated it", async () => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(home());
  (screen.getByLabelText("Họ") as HTMLInputElement).value = "Trần";

  await act(async () => {
    root = hydrateRoot(container, home());
  });
  // Any later render (here: a theme picked) must not put back the initial empty value.
  await userEvent.click(screen.getAllByRole("button", { pressed: false })[0]!);
  await userEvent.type(screen.getByLabelText("Họ"), " Thị");

  expect(screen.getByLabelText("Họ")).toHaveValue("Trần Thị");
});
