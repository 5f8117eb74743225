// A local inbox for `npm start` when SMTP_URL is unset: an SMTP server on loopback (smtp-server)
// that accepts every mail and writes it, as sent, to <DATA_DIR>/mail/<time>-<recipient>.eml, so
// a new user sees the product's e-mails (open an .eml file with any mail program or an editor)
// and the browser journeys can read them. Nothing leaves the machine.
//   node scripts/dev-inbox.mjs <folder> [port]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const folder = path.resolve(process.argv[2] ?? 'data/mail');
const port = Number(process.argv[3] ?? 2525);
mkdirSync(folder, { recursive: true });

/** A file name that sorts by arrival and says to whom: 2026-11-26T03-14-03.123Z-a@b.example.eml */
const fileNameFor = (recipients) => {
  const time = new Date().toISOString().replaceAll(':', '-');
  const to = recipients
    .join(',')
    .replace(/[^\w.@+,-]/g, '_')
    .slice(0, 100);
  return `${time}-${to}.eml`;
};

const server = new SMTPServer({
  // Loopback only, like a local relay: no TLS, no sign-in.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      const file = path.join(folder, fileNameFor(recipients));
      try {
        writeFileSync(file, Buffer.concat(chunks));
        console.log(`Mail to ${recipients.join(', ')}: ${path.relative(process.cwd(), file)}`);
        callback();
      } catch (error) {
        // 451: the sender keeps the mail and tries again later.
        callback(
          Object.assign(new Error(`could not save the mail: ${error.message}`), {
            responseCode: 451,
          }),
        );
      }
    });
  },
});

let listening = false;
// smtp-server reports a client's broken connection (a reset in the middle of a mail) here too:
// that costs the client its mail, never the inbox, whose exit would stop `npm start` with it.
// Only failing to listen at all (the port is taken) ends it.
server.on('error', (error) => {
  if (listening) {
    const from = error.remoteAddress ? ` (from ${error.remoteAddress})` : '';
    console.error(`Local inbox: a connection failed${from}: ${error.message}`);
    return;
  }
  console.error(`Local inbox: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  listening = true;
  console.log(`Local inbox on smtp://127.0.0.1:${port}, mails saved in ${folder}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
