/**
 * Loaded into the product server by `npm run bench:profile` (NODE_OPTIONS=--import): each SIGUSR2
 * starts the V8 CPU profiler, the next one stops it and writes <CPU_PROFILE_DIR>/<n>.cpuprofile,
 * so that one server yields one profile per endpoint without restarting (and reseeding).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const session = new Session();
session.connect();
let running = false;
let written = 0;

process.on('SIGUSR2', () => {
  void (async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `${written++}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
  })();
});
