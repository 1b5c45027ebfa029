import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../../config';

/** One notification mail, as the outbox row holds it. */
export interface OutgoingMail {
  /** The outbox row's id: the Message-ID and the `.eml` file's name derive from it. */
  id: string;
  to: string;
  /** The recipient's language (`en`, `el`): the Content-Language of the mail. */
  language: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe link of the mail's kind. */
  unsubscribeUrl: string;
}

/** Where mails go: an SMTP server, or `.eml` files in a folder. */
export interface MailTransport {
  /** Sends one mail; answers where it went (for the log). Rejects when it could not go. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** The nodemailer message of a mail: both bodies and the one-click unsubscribe headers (RFC 8058). */
export function mailMessage(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The same Message-ID on every attempt, so a receiver can drop a duplicate.
    messageId: `<${mail.id}@grovekeeper.mail>`,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Content-Language': mail.language,
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/**
 * The transport of the configuration: SMTP when SMTP_URL is set; otherwise each mail is
 * written as an RFC 822 `.eml` file under MAIL_DIR and the log says where.
 */
export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.from)
    : fileTransport(config.dir, config.from, log);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = await transport.sendMail(mailMessage(from, mail));
      return `SMTP (${info.response})`;
    },
    close: () => transport.close(),
  };
}

function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(mailMessage(from, mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, mailId: mail.id }, `Mail written to ${file} (SMTP_URL is not set)`);
      return file;
    },
    close: () => transport.close(),
  };
}
