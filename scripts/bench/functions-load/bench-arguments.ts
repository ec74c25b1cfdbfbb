// The load bench's command line: `[endpoint …] [--rounds N]`. Naming endpoints measures only them
// (one endpoint alone takes half the time); more rounds steady the figures on a busy machine.

interface BenchArguments<Name extends string> {
  only?: Name[];
  rounds?: number;
}

/** The options the arguments ask for; throws on an endpoint not in `known` or a bad round count. */
export function parseBenchArguments<Name extends string>(
  args: readonly string[],
  known: readonly Name[],
): BenchArguments<Name> {
  const at = args.indexOf("--rounds");
  const names = args.filter((arg, index) => !arg.startsWith("--") && (at < 0 || index !== at + 1));
  const unknown = names.filter((name) => !known.includes(name as Name));
  if (unknown.length > 0) throw new Error(`Unknown endpoint ${unknown.join(", ")}; known: ${known.join(", ")}`);
  const rounds = at >= 0 ? Number(args[at + 1]) : undefined;
  if (rounds !== undefined && !(Number.isInteger(rounds) && rounds > 0))
    throw new Error(`--rounds takes a whole number above 0, not ${args[at + 1] ?? "nothing"}`);
  return {
    ...(names.length > 0 ? { only: names as Name[] } : {}),
    ...(rounds !== undefined ? { rounds } : {}),
  };
}
