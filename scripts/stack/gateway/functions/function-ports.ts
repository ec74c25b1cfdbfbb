// The loopback port each edge function serves on. The relay chooses it and Deno binds it only once
// the function has started, seconds later on a cold cache. A port of the range the kernel hands to
// outgoing connections could meanwhile become the local port of one (a download, or a readiness
// probe that connects to itself), and Deno.serve then failed with AddrInUse: a fresh clone's
// cold-boot test failed so, once in a dozen runs. So ports come from below that range, where no
// outgoing connection takes them, and no two functions of one relay get the same one.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** The lowest port chosen: clear of the well-known and registered ports most services use. */
const LOWEST = 20_000;
/** Where outgoing connections' local ports begin when the kernel does not say (IANA's dynamic range). */
const DYNAMIC_RANGE_START = 49_152;
const ATTEMPTS = 100;

/** The first port of the kernel's range for outgoing connections (Linux), else IANA's. */
export function outgoingRangeStart(): number {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (low !== undefined && Number.isInteger(low) && low > LOWEST + 1000) return low;
  } catch {
    // Not Linux: IANA's range below.
  }
  return DYNAMIC_RANGE_START;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const handedOut = new Set<number>();

/** A loopback port below the outgoing range that nothing listens on and this relay has not handed out. */
export async function functionPort(): Promise<number> {
  const top = outgoingRangeStart();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (top - LOWEST));
    if (handedOut.has(port)) continue;
    // Reserved before the check, so two functions asking at once never get the same port.
    handedOut.add(port);
    if (await canListen(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free loopback port between ${LOWEST} and ${top} after ${ATTEMPTS} tries`);
}
