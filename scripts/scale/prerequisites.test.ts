import { missingProgramsMessage, prerequisites } from './prerequisites';

const everything = { isFile: () => true, postgresBinDir: '/usr/lib/postgresql/15/bin' };
const without = (absent: string) => ({
  isFile: (file: string) => !file.endsWith(absent),
  postgresBinDir: everything.postgresBinDir,
});

describe('the programs npm run scale starts', () => {
  it('lets the run start when the machine has them all', () => {
    expect(missingProgramsMessage(prerequisites(true, everything), true)).toBeUndefined();
  });

  it('names a missing HAProxy and the command that installs it', () => {
    const message = missingProgramsMessage(prerequisites(false, without('/haproxy')), true);
    expect(message).toContain('haproxy (/usr/sbin/haproxy): the load balancer');
    expect(message).toContain('  apt-get update && apt-get install -y haproxy');
    expect(message).not.toContain('redis');
    expect(message).not.toContain('sudo');
  });

  it('asks for redis-server only for --redis', () => {
    const machine = without('/redis-server');
    expect(missingProgramsMessage(prerequisites(false, machine), true)).toBeUndefined();
    expect(missingProgramsMessage(prerequisites(true, machine), true)).toContain(
      'apt-get install -y redis-server',
    );
  });

  it('installs everything missing in one command, with sudo for a person who is not root', () => {
    const machine = { isFile: () => false, postgresBinDir: undefined };
    const message = missingProgramsMessage(prerequisites(true, machine), false);
    expect(message).toContain('PostgreSQL (initdb, pg_ctl)');
    expect(message).toContain(
      'sudo apt-get update && sudo apt-get install -y postgresql haproxy redis-server',
    );
  });
});
