// How npm test's two lanes share the steps that either can run (run-all.ts): each lane first does
// its own steps, then both take the shared ones from one queue, in its order, until it is empty. On
// two busy cores neither lane then ends long before the other with a core left idle: whichever
// finishes its own steps first takes the next shared one.

interface Lane<T> {
  /** The lane's own steps, in order; it takes shared steps only once they are done. */
  own: () => Promise<void>;
  /** Runs one shared step in this lane (its output shown the lane's way). Must not reject. */
  run: (step: T) => Promise<void>;
}

/** Runs the lanes side by side; every shared step runs exactly once, in the lane that takes it. */
export async function runLanes<T>(lanes: Array<Lane<T>>, shared: readonly T[]): Promise<void> {
  const queue = [...shared];
  await Promise.all(
    lanes.map(async (lane) => {
      await lane.own();
      for (let step = queue.shift(); step !== undefined; step = queue.shift()) await lane.run(step);
    }),
  );
}
