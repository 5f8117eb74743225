import { HAPROXY } from './haproxy';
import { REDIS_SERVER } from './services';

/** A program `npm run scale` starts that npm does not install. */
export interface Prerequisite {
  program: string;
  /** What the run uses it for, in the message. */
  purpose: string;
  /** The Debian and Ubuntu package that installs it (as .ci/run does). */
  aptPackage: string;
  present: boolean;
}

export interface Machine {
  isFile(path: string): boolean;
  postgresBinDir: string | undefined;
}

/** Every program the run will start with these options, and whether this machine has it. */
export function prerequisites(redis: boolean, machine: Machine): Prerequisite[] {
  return [
    {
      program: 'PostgreSQL (initdb, pg_ctl)',
      purpose: 'the database the copies share',
      aptPackage: 'postgresql',
      present: machine.postgresBinDir !== undefined,
    },
    {
      program: `haproxy (${HAPROXY})`,
      purpose: 'the load balancer in front of the copies',
      aptPackage: 'haproxy',
      present: machine.isFile(HAPROXY),
    },
    ...(redis
      ? [
          {
            program: `redis-server (${REDIS_SERVER})`,
            purpose: 'the rate-limit store of --redis',
            aptPackage: 'redis-server',
            present: machine.isFile(REDIS_SERVER),
          },
        ]
      : []),
  ];
}

/**
 * What to tell the person when something is missing, before anything starts: each missing
 * program, and the one command that installs them all. The run does not install them itself: it
 * also runs on people's own machines, where system packages are theirs to choose.
 */
export function missingProgramsMessage(
  needed: Prerequisite[],
  asRoot: boolean,
): string | undefined {
  const missing = needed.filter(({ present }) => !present);
  if (missing.length === 0) return undefined;
  const sudo = asRoot ? '' : 'sudo ';
  const packages = missing.map(({ aptPackage }) => aptPackage).join(' ');
  return [
    'npm run scale cannot start: this machine lacks',
    ...missing.map(({ program, purpose }) => `  ${program}: ${purpose}`),
    'To install (Debian, Ubuntu; .ci/run does the same), then run it again:',
    `  ${sudo}apt-get update && ${sudo}apt-get install -y ${packages}`,
  ].join('\n');
}
