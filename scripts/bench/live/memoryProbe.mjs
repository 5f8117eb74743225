// Preloaded into the benchmarked server (NODE_OPTIONS=--expose-gc --import this file): on
// SIGUSR2 it runs a full garbage collection and writes process.memoryUsage() as JSON to
// BENCH_MEMORY_FILE, so the bench reads what open streams keep, not garbage not yet collected.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
