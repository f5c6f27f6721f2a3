// Outgoing e-mail behind one interface: a folder of JSON files (<dataDir>/mail, the default and
// what tests read) or SMTP through nodemailer when SMTP_URL is set.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string };
export type StoredMail = OutgoingMail & { from: string; sentAt: string };

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

const from = 'Wakeline <no-reply@wakeline.local>';

export function createFolderMailer(dir: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const stored: StoredMail = { ...mail, from, sentAt };
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      // Written under a temporary name and renamed, so a reader of the folder never sees half a mail.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, JSON.stringify(stored, null, 2), 'utf8');
      await rename(partial, join(dir, name));
    },
  };
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createMailer(options: { smtpUrl?: string; mailDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createFolderMailer(options.mailDir);
}
