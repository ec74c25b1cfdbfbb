// The floor under the first moments: the same three moments measured on pages that do the least a
// page can do for them, through the same harness, network and CPU profile. On a given machine no app
// can beat it; what the app adds is its moment minus the floor.
//   - home: a heading and one text field, nothing else;
//   - result: an inline script that sends the same get-inspiration request and writes the three
//     free names into three bare cards;
//   - payment: the same for request-payment, the transfer code and a one-path SVG standing for the QR.
// Served from port 5173 (the dev server's, which the functions' allowed origins list; the bench must
// not run beside `npm start`), uncompressed: each page is under a kilobyte.
import { createServer } from "node:http";
import { ANON_KEY, API_URL, HOST, WEB_PORT } from "../stack/config.ts";

const head = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cảm Hứng Tên</title></head>`;

/** Sends the record page's one request, as index.html's first script does, and draws its answer. */
const recordPage = (call: string, draw: string) => `${head}<body><h1>Cảm Hứng Tên</h1><main id="view"></main><script>
  fetch(${JSON.stringify(`${API_URL}/functions/v1/`)} + ${JSON.stringify(call)}, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer ${ANON_KEY}", apikey: "${ANON_KEY}" },
    body: JSON.stringify({ id: location.pathname.split("/").pop() }),
  }).then((response) => response.json()).then((answer) => {
    const view = document.getElementById("view");
    ${draw}
  });
</script></body></html>`;

const PAGES: Record<string, string> = {
  "/": `${head}<body><h1>Cảm Hứng Tên</h1><label for="field-surname">Họ</label> <input id="field-surname"></body></html>`,
  "/result": recordPage(
    "get-inspiration",
    `for (const suggestion of answer.suggestions.slice(0, 3)) {
      const card = view.appendChild(document.createElement("article"));
      card.className = "suggestion-card";
      card.textContent = suggestion.fullName;
    }`,
  ),
  "/payment": recordPage(
    "request-payment",
    `const details = view.appendChild(document.createElement("div"));
    details.className = "transfer-details";
    details.appendChild(document.createElement("span")).textContent = answer.transferCode;
    view.insertAdjacentHTML("beforeend", '<svg class="vietqr-code" viewBox="0 0 10 10" width="200" height="200"><path d="M0 0h10v10H0z"/></svg>');`,
  ),
};

interface FloorServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves the floor pages; a record page's address ends in the record's id (`/result/<id>`). */
export function startFloorServer(): Promise<FloorServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").replace(/\/[0-9a-f-]{36}$/, "");
    const page = PAGES[path];
    response.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(page ?? "");
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`the floor pages need port ${WEB_PORT}; stop \`npm start\` first (${String(error)})`)),
    );
    server.listen(WEB_PORT, HOST, () =>
      resolve({
        url: `http://${HOST}:${WEB_PORT}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
