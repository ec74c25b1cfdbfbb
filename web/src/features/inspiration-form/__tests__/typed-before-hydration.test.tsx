import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, it } from "vitest";
import HomeRoute from "@/app/routes/home.tsx";
import { env } from "@/config/env.ts";
import { SENDING_MESSAGE, SENDING_STATUS_ID, THEMES_COUNTER_ID } from "@/lib/before-hydration.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { server } from "@/testing/msw-server.ts";

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
  window.__appLive = undefined;
  window.__submittedBeforeApp = undefined;
});

/** What index.html's script does to the page for a submit it holds (web/build/prerender-home.ts). */
function holdSubmit(): void {
  window.__submittedBeforeApp = true;
  const button = screen.getByRole("button", { name: "Xem gợi ý tên" });
  button.setAttribute("aria-busy", "true");
  (button as HTMLButtonElement).disabled = true;
  document.getElementById(SENDING_STATUS_ID)!.textContent = SENDING_MESSAGE;
}

/** The home screen as index.html carries it, with `before` done to it before the app hydrates. */
async function hydrateAfter(before: () => void): Promise<void> {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(home());
  before();
  await act(async () => {
    root = hydrateRoot(container, home());
  });
}

/**
 * As hydrateAfter, but returns once hydration has committed and its effects have run, before any
 * later task (such as the submit the form makes again a task later).
 */
function hydrateNowAfter(before: () => void): void {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(home());
  before();
  act(() => {
    root = hydrateRoot(container, home());
  });
}

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

it("keeps a name of the parents' own typed before the app hydrated the form, and offers its chữ Hán", async () => {
  await hydrateAfter(() => {
    (screen.getByLabelText("Tên đang cân nhắc thứ 2") as HTMLInputElement).value = "Minh Anh";
  });
  await userEvent.click(screen.getAllByRole("button", { pressed: false })[0]!);

  expect(screen.getByLabelText("Tên đang cân nhắc thứ 2")).toHaveValue("Minh Anh");
  expect(await screen.findByLabelText("Chữ Hán của chữ Minh")).toBeInTheDocument();
});

it("keeps the gender and the length picked before the app hydrated the form", async () => {
  await hydrateAfter(() => {
    (screen.getByRole("radio", { name: "Bé gái" }) as HTMLInputElement).checked = true;
    (screen.getByRole("radio", { name: "2 chữ" }) as HTMLInputElement).checked = true;
  });
  await userEvent.click(screen.getAllByRole("button", { pressed: false })[0]!);

  expect(screen.getByRole("radio", { name: "Bé gái" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "2 chữ" })).toBeChecked();
});

it("keeps the theme chips index.html's script pressed before the app hydrated the form, and its count", async () => {
  await hydrateAfter(() => {
    // As the script does: the chip pressed, the counter counting it.
    screen.getByRole("button", { name: "Trí tuệ" }).setAttribute("aria-pressed", "true");
    document.getElementById(THEMES_COUNTER_ID)!.textContent = "Đã chọn 1/5";
  });
  expect(screen.getByText("Đã chọn 1/5")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Bình an" }));

  expect(screen.getByRole("button", { name: "Trí tuệ" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Bình an" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByText("Đã chọn 2/5")).toBeInTheDocument();
});

it("keeps a gender picked while the app was hydrating the form", async () => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(home());
  // Hydration is under way but not done when the parent taps: React finishes it inside the tap
  // and only then hands the tap to the radio, which by then reads as already checked.
  root = hydrateRoot(container, home());
  screen.getByRole("radio", { name: "Bé gái" }).click();
  await act(async () => {});
  await userEvent.click(screen.getAllByRole("button", { pressed: false })[0]!);

  expect(screen.getByRole("radio", { name: "Bé gái" })).toBeChecked();
});

it("submits again, once live, a form submitted before the app was: its field errors show", async () => {
  await hydrateAfter(() => (window.__submittedBeforeApp = true));

  expect(await screen.findByText(/Vui lòng nhập họ hợp lệ/)).toBeInTheDocument();
  expect(window.__appLive).toBe(true);
  expect(window.__submittedBeforeApp).toBe(false);
});

it("shows a submit held before the app was live on its way until the app has checked it", async () => {
  hydrateNowAfter(holdSubmit);
  const button = screen.getByRole("button", { name: "Xem gợi ý tên" });
  expect(button).toBeDisabled();
  expect(document.getElementById(SENDING_STATUS_ID)).toHaveTextContent(SENDING_MESSAGE);

  // The form was empty: the check fails, and the form is the parent's again.
  expect(await screen.findByText(/Vui lòng nhập họ hợp lệ/)).toBeInTheDocument();
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute("aria-busy", "false");
  expect(document.getElementById(SENDING_STATUS_ID)).toBeEmptyDOMElement();
});

it("sends a filled form held before the app was live exactly once, busy until the answer", async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const bodies: unknown[] = [];
  server.use(
    http.post(`${env.supabaseUrl}/functions/v1/create-inspiration`, async ({ request }) => {
      bodies.push(await request.json());
      await answered;
      return HttpResponse.json({ id: "7d3f1c2a-5b8e-4c1d-9f20-3a6b8c9d0e11" }, { status: 201 });
    }),
  );
  hydrateNowAfter(() => {
    (screen.getByLabelText("Họ") as HTMLInputElement).value = "Trần";
    (screen.getByRole("radio", { name: "Bé gái" }) as HTMLInputElement).checked = true;
    screen.getByRole("button", { name: "Trí tuệ" }).setAttribute("aria-pressed", "true");
    (screen.getByRole("checkbox", { name: /^Tôi đồng ý/ }) as HTMLInputElement).checked = true;
    holdSubmit();
  });
  const button = screen.getByRole("button", { name: "Xem gợi ý tên" });
  expect(button).toBeDisabled();

  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ surname: "Trần", gender: "gai", themes: ["tri-tue"], consent: true });
  expect(button).toBeDisabled();
  expect(document.getElementById(SENDING_STATUS_ID)).toHaveTextContent(SENDING_MESSAGE);
  answer();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(bodies).toHaveLength(1);
});

it("submits nothing on its own when nothing was held", async () => {
  await hydrateAfter(() => {});
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(screen.queryByText(/Vui lòng nhập họ hợp lệ/)).not.toBeInTheDocument();
});
