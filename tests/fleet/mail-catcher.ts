import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  messageId: string | null;
  subject: string;
  body: string;
  at: number;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package the mail tests use) that keeps every
 * message the fleet sends: the fleet's SMTP_URL points here, so "every message sent once" is
 * checked against what arrived, not against the outbox's own rows.
 */
export async function startMailCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        const [head = '', ...rest] = data.split(/\r?\n\r?\n/);
        const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','), messageId: header('Message-ID'), subject: header('Subject') ?? '', body: rest.join('\n\n'), at: Date.now() });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // The fleet kills app processes with SIGKILL, some in the middle of an SMTP conversation: the
  // socket is reset under the server, which emits 'error'. A reset is what a killed sender looks
  // like (the outbox sends that mail again from another process); without a listener it would end
  // this test run. Anything else is printed, and the mails caught decide the test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error('[mail catcher]', error);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    mails,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** The first mail to `to` that `match` accepts, waiting up to `timeoutMs`. */
    async next(to: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 30_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to.toLowerCase() && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), resolve());
          waiters.add(wake);
          setTimeout(wake, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
