// Both transports of the mail interface: the folder (default) and SMTP (SMTP_URL), the latter
// against a minimal in-process SMTP server that records what it receives.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type StoredMail } from './mailer.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

function startSmtpServer(): Promise<{ port: number; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, received, server }),
    ),
  );
}

describe('createMailer', () => {
  it('writes each mail as a JSON file in the mail folder when no SMTP_URL is set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wakeline-mail-test-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await createMailer({ mailDir: join(dir, 'mail') }).send({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(join(dir, 'mail', files[0]!), 'utf8')) as StoredMail;
    expect(stored).toMatchObject({ to: 'a@example.com', subject: 'Hello', text: 'Body' });
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '/nonexistent' });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Reset your Wakeline password',
      text: 'Open this link',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Reset your Wakeline password');
    expect(smtp.received[0]).toContain('To: b@example.com');
    expect(smtp.received[0]).toContain('Open this link');
  });
});
