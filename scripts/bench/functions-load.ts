// Load benchmark of create-inspiration and get-inspiration: autocannon on loopback through
// a gateway, each function side by side with its floor, a bare function behind the same gateway that
// does only the work the real one cannot avoid. Goal for get-inspiration: p50 ≤ 1.15× the floor,
// throughput ≥ 0.9×; for create-inspiration: p50 ≤ 1.3×, throughput ≥ 0.75×.
// Needs the running stack (`npm run stack:start`); starts and stops its own second gateway.
// Run alone with `npx tsx scripts/bench/functions-load.ts [get-inspiration | create-inspiration] [--rounds N]`
// (one endpoint only, more rounds against a noisy machine); `npm run bench` calls runFunctionsLoadBench().
import { isDeepStrictEqual } from "node:util";
import { pathToFileURL } from "node:url";
import { inspirationFormSchema } from "@core/validation/inspiration-form.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";
import {
  LIFTED_RATE_LIMITS,
  startBenchGateway,
  type BenchFunction,
  type BenchGateway,
} from "./functions-load/bench-gateway.ts";
import { parseBenchArguments } from "./functions-load/bench-arguments.ts";
import { BENCH_BODY, BENCH_FORM, BENCH_HEADERS } from "./functions-load/bench-request.ts";
import { createRecordToRead, deleteBenchRows } from "./functions-load/bench-rows.ts";
import { comparisonLines, type EndpointComparison } from "./functions-load/comparison-table.ts";
import {
  CREATE_LOAD_GOAL,
  loadFigures,
  type LoadGoal,
  meetsLoadGoal,
  ratios,
  READ_LOAD_GOAL,
} from "./functions-load/load-figures.ts";
import type { RawLoadResult } from "./functions-load/load-types.ts";
import { runLoad } from "./functions-load/run-load.ts";

export interface FunctionsLoadOptions {
  /** Measured rounds per target; real and floor swap order every round, so drift hits both. */
  rounds?: number;
  /** Only these endpoints (all when absent): one endpoint measured alone takes half the time. */
  only?: readonly BenchFunction[];
  roundSeconds?: number;
  warmUpSeconds?: number;
}

export interface FunctionsLoadBenchResult {
  name: string;
  comparisons: EndpointComparison[];
  meetsGoal: boolean;
  /** Rows the bench wrote and deleted again. */
  cleanedUp: { records: number; events: number };
}

interface Plan {
  real: BenchFunction;
  floor: BenchFunction;
  floorDoes: string;
  /** On 2 cores: create is CPU-bound in the engine, so few; get mostly waits on the database. */
  connections: number;
  goal: LoadGoal;
  body(recordId: string): string;
}

const PLANS: Plan[] = [
  {
    real: "create-inspiration",
    floor: "create-inspiration-floor",
    connections: 4,
    goal: CREATE_LOAD_GOAL,
    floorDoes: "generateReport + one INSERT as service_role",
    body: () => JSON.stringify(BENCH_BODY),
  },
  {
    real: "get-inspiration",
    floor: "get-inspiration-floor",
    connections: 10,
    goal: READ_LOAD_GOAL,
    floorDoes: "the same SELECT as service_role, answering { id, paymentStatus }",
    body: (id) => JSON.stringify({ id }),
  },
];

function assertFormIsValidatedShape(): void {
  const validated = inspirationFormSchema(todayInVietnam(new Date())).parse(BENCH_BODY);
  if (!isDeepStrictEqual(validated, BENCH_FORM)) {
    throw new Error("BENCH_FORM is not in the shape validation produces; the floor would compute another report");
  }
}

async function measure(
  gateway: BenchGateway,
  recordId: string,
  plans: readonly Plan[],
  options: Required<Omit<FunctionsLoadOptions, "only">>,
) {
  const load = (name: BenchFunction, plan: Plan, seconds: number) =>
    runLoad({
      url: gateway.functionUrl(name),
      headers: BENCH_HEADERS,
      body: plan.body(recordId),
      connections: plan.connections,
      durationSeconds: seconds,
    });
  const rounds = new Map<BenchFunction, RawLoadResult[]>();
  for (const plan of plans) {
    for (const name of [plan.real, plan.floor]) {
      console.log(`  warming up ${name} (${options.warmUpSeconds} s)`);
      await load(name, plan, options.warmUpSeconds);
      rounds.set(name, []);
    }
  }
  // Taken after the warm-up: only the measured rounds count. Each process serves only its own load.
  const cpuBefore = new Map([...rounds.keys()].map((name) => [name, gateway.functionCpuMs(name)]));
  for (let round = 0; round < options.rounds; round++) {
    for (const plan of plans) {
      const order = round % 2 === 0 ? [plan.real, plan.floor] : [plan.floor, plan.real];
      for (const name of order) {
        console.log(
          `  round ${round + 1}/${options.rounds}: ${name} (${options.roundSeconds} s, ${plan.connections} connections)`,
        );
        rounds.get(name)!.push(await load(name, plan, options.roundSeconds));
      }
    }
  }
  return plans.map((plan): EndpointComparison => {
    const figures = (name: BenchFunction) =>
      loadFigures(rounds.get(name)!, gateway.functionCpuMs(name) - cpuBefore.get(name)!);
    const real = figures(plan.real);
    const floor = figures(plan.floor);
    return {
      name: plan.real,
      connections: plan.connections,
      floorDoes: plan.floorDoes,
      real,
      floor,
      ratios: ratios(real, floor),
      goal: plan.goal,
      meetsGoal: meetsLoadGoal(real, floor, plan.goal),
    };
  });
}

/** Stops the bench gateway's Deno children if the run is interrupted, then lets the signal end it. */
function stopOnSignal(gateway: BenchGateway): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    void gateway
      .close()
      .finally(() => deleteBenchRows())
      .finally(() => process.kill(process.pid, signal));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}

export async function runFunctionsLoadBench(input: FunctionsLoadOptions = {}): Promise<FunctionsLoadBenchResult> {
  const { only, ...given } = input;
  const options = { rounds: 3, roundSeconds: 4, warmUpSeconds: 2, ...given };
  const plans = only ? PLANS.filter((plan) => only.includes(plan.real)) : PLANS;
  if (plans.length === 0) throw new Error(`No endpoint to measure among ${only?.join(", ")}`);
  assertFormIsValidatedShape();
  await deleteBenchRows(); // what a crashed earlier run left
  console.log("Edge functions under load: starting a bench gateway with the real functions and their floors");
  const gateway = await startBenchGateway();
  const forgetSignals = stopOnSignal(gateway);
  let comparisons: EndpointComparison[];
  try {
    const recordId = await createRecordToRead(gateway.functionUrl("create-inspiration"));
    comparisons = await measure(gateway, recordId, plans, options);
  } catch (error) {
    console.log(gateway.logTail().join("\n"));
    throw error;
  } finally {
    forgetSignals();
    await gateway.close();
  }
  const cleanedUp = await deleteBenchRows();

  const result: FunctionsLoadBenchResult = {
    name: "edge functions under load: create-inspiration and get-inspiration against their floors",
    comparisons,
    meetsGoal: comparisons.every((c) => c.meetsGoal),
    cleanedUp,
  };
  console.log(
    `${result.name} (autocannon on loopback through ${gateway.url}; ${options.rounds} rounds × ${options.roundSeconds} s per target, real and floor alternating)`,
  );
  console.log(
    `  Rate limits lifted for the run (${Object.entries(LIFTED_RATE_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ")}); ` +
      "create-inspiration still pays for its rate-limit lock and count, which are part of its real work.",
  );
  for (const comparison of comparisons) console.log(comparisonLines(comparison).join("\n"));
  console.log(`  Cleaned up ${cleanedUp.records} records and ${cleanedUp.events} rate-limit events the bench created.`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await runFunctionsLoadBench(
    parseBenchArguments(
      process.argv.slice(2),
      PLANS.map((plan) => plan.real),
    ),
  );
  process.exitCode = result.meetsGoal ? 0 : 1;
}
