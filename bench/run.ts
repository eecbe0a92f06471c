/**
 * How a bench runs its main(): a watchdog that stops a run gone on too long (cleaning up first),
 * an error printed and the exit code set, and the clean-up run whatever happened.
 */
export function runBench(name: string, main: () => Promise<void>, opts: { limitMs: number; cleanup: () => Promise<void> }): void {
  const watchdog = setTimeout(() => {
    console.error(`${name}: over ${Math.round(opts.limitMs / 60_000)} minutes, stopping`);
    void opts.cleanup().finally(() => process.exit(1));
  }, opts.limitMs);
  main()
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(async () => {
      clearTimeout(watchdog);
      await opts.cleanup();
    });
}
