import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import nodemailer from 'nodemailer';

const SCRIPT = path.resolve(__dirname, 'dev-inbox.mjs');

/** A port nothing listens on right now (the OS picks it, then it is let go). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `done()` holds, checking every 50 ms. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Sends `lines` one at a time, each after the inbox's answer to the one before. */
async function converse(socket: Socket, lines: string[]): Promise<string[]> {
  const replies = createInterface({ input: socket })[Symbol.asyncIterator]();
  const answers: string[] = [];
  const nextReply = async () => {
    // Multi-line replies (EHLO) end with a line whose code is followed by a space.
    for (;;) {
      const { value } = await replies.next();
      const line = String(value);
      answers.push(line);
      if (/^\d{3} /.test(line)) return;
    }
  };
  await nextReply(); // the greeting
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    await nextReply();
  }
  return answers;
}

/**
 * The local inbox `npm start` runs when no SMTP_URL is set (scripts/dev-inbox.mjs): `npm start`
 * stops the whole product when it ends, so a sender that drops its connection mid-mail (a
 * reset) must cost one log line, not the inbox.
 */
describe('the local inbox of npm start', () => {
  let folder: string;
  let port: number;
  let inbox: ChildProcess;
  let exited: Promise<unknown>;
  const output: string[] = [];
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'dev-inbox-'));
    port = await freePort();
    inbox = spawn(process.execPath, [SCRIPT, folder, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = once(inbox, 'exit');
    for (const stream of [inbox.stdout!, inbox.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => output.push(line));
    }
    await until(() => output.some((line) => line.startsWith('Local inbox on')));
  });
  afterAll(async () => {
    if (inbox.exitCode === null) {
      inbox.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  const send = (subject: string) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'shop@test.example', to: 'reader@test.example', subject, text: 'Hello' });
  const saved = () =>
    readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'latin1'));

  it('saves a mail', async () => {
    await send('First mail');
    expect(saved().some((mail) => mail.includes('Subject: First mail'))).toBe(true);
  });

  it('goes on after a sender resets its connection in the middle of a mail', async () => {
    const socket = new Socket();
    await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
    const answers = await converse(socket, [
      'EHLO sender.test.example',
      'MAIL FROM:<shop@test.example>',
      'RCPT TO:<reader@test.example>',
      'DATA',
    ]);
    expect(answers.at(-1)).toMatch(/^354 /);
    socket.write('Subject: Cut short\r\n\r\nThe first lines of a mail');
    socket.resetAndDestroy();
    await once(socket, 'close');

    // Told, in a line that says what happened, and still taking mail.
    await until(() => output.some((line) => line.includes('ECONNRESET')));
    await send('After the reset');
    expect(saved().some((mail) => mail.includes('Subject: After the reset'))).toBe(true);
    expect(saved().some((mail) => mail.includes('Cut short'))).toBe(false);
    expect(inbox.exitCode).toBeNull();
  });
});
