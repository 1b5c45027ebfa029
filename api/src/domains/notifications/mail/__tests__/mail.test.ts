/**
 * The notification mail sender (issue 28) against a real SMTP server started here
 * (smtp-server, plain SMTP on a free port) that parses every message it receives
 * (mailparser); the `.eml` files written without SMTP_URL; and the unsubscribe link.
 * Outbox rows are inserted directly, as the notifications' transactions write them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { NotificationKind } from '@grovekeeper/constants';
import { DEFAULT_MAIL_FROM } from '../../../../config';
import type { MailConfig } from '../../../../config';
import { newId } from '../../../../lib/ids';
import { TEST_JWT_SECRET } from '../../../../test/app';
import { describeApi } from '../../../../test/harness';
import type { ApiHarness } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { application, listing } from '../../../contracts/__tests__/fixtures';
import { unsubscribeUrl } from '../../unsubscribe';
import { backoffSeconds, createMailer } from '../sender';
import type { Mailer } from '../sender';

const BASE = 'https://grove.example';

/** A plain SMTP server on a free loopback port that keeps what it receives, parsed. */
interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** The next this many messages are refused (451) after their data arrived. */
  refuseNext: number;
  close(): Promise<void>;
}

async function startSmtp(): Promise<TestSmtp> {
  const smtp = { received: [] as ParsedMail[], refuseNext: 0 } as TestSmtp;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (smtp.refuseNext > 0) {
            smtp.refuseNext -= 1;
            const refusal = new Error('Mailbox busy, try again later') as Error & {
              responseCode: number;
            };
            refusal.responseCode = 451;
            callback(refusal);
            return;
          }
          smtp.received.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}

interface OutboxRow {
  id: string;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  claimed_until: Date | null;
  /** Seconds from the database's now to next_attempt_at. */
  wait: number;
}

/** A mail to `user` as the notifications' transaction writes it. */
async function addMail(
  api: ApiHarness,
  user: SignedInUser,
  mail: {
    kind?: NotificationKind;
    language?: string;
    subject?: string;
    text?: string;
    html?: string;
  } = {},
): Promise<string> {
  const id = newId();
  const kind = mail.kind ?? 'contract_submitted';
  await api.db.query(
    `INSERT INTO email_outbox (id, user_id, to_address, kind, language, subject, text_body,
                               html_body, unsubscribe_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      user.id,
      user.email,
      kind,
      mail.language ?? 'en',
      mail.subject ?? `A contract waits for your signature (${id})`,
      mail.text ?? `Open it: ${BASE}/contracts/c1`,
      mail.html ?? `<p>Open it: <a href="${BASE}/contracts/c1">the contract</a></p>`,
      unsubscribeUrl(BASE, TEST_JWT_SECRET, user.id, kind),
    ],
  );
  return id;
}

async function outboxRow(api: ApiHarness, id: string): Promise<OutboxRow> {
  const [row] = await api.db.query<OutboxRow>(
    `SELECT id, attempts, sent_at, failed_at, last_error, claimed_until,
            extract(epoch FROM next_attempt_at - now())::float8 AS wait
       FROM email_outbox WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}

/** Makes a waiting retry due now, as time passing would. */
const makeDue = (api: ApiHarness, id: string) =>
  api.db.query(
    `UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`,
    [id],
  );

const headerText = (mail: ParsedMail, name: string): string => {
  const line = mail.headerLines.find((header) => header.key === name);
  return line
    ? line.line
        .slice(line.line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim()
    : '';
};

/** Waits until `check` holds (jest's time-out fails the test if it never does). */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const mailLog: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    mailLog.push(chunk.toString());
    done();
  },
});

describe('mail back-off', () => {
  it('waits 30 s after the first failure, twice as long after each next, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffSeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });
});

describeApi(
  'notification mails',
  {
    config: async (api) => ({
      logLevel: 'info',
      mail: {
        smtpUrl: null,
        dir: path.join(await api.tempDir('gk-mail-'), 'mail'),
        from: DEFAULT_MAIL_FROM,
        pollSeconds: 0,
        maxAttempts: 8,
      },
    }),
    deps: { logStream },
  },
  (api) => {
    let smtp: TestSmtp;
    let user: SignedInUser;
    const mailers: Mailer[] = [];
    const smtpMailer = (overrides: Partial<MailConfig> = {}) => {
      const mailer = createMailer({
        db: api.db,
        log: api.server.app.log,
        config: { ...api.server.config.mail, smtpUrl: smtp.url, ...overrides },
      });
      mailers.push(mailer);
      return mailer;
    };

    beforeAll(async () => {
      smtp = await startSmtp();
      user = await api.user({ name: 'Mail Reader' });
    });
    afterAll(async () => {
      for (const mailer of mailers) await mailer.stop();
      await smtp.close();
    });
    beforeEach(async () => {
      await api.db.query('DELETE FROM email_outbox');
      smtp.received.splice(0);
      smtp.refuseNext = 0;
    });

    it('sends a mail with both bodies, its link and the one-click unsubscribe headers', async () => {
      const id = await addMail(api, user);
      const mailer = smtpMailer();

      expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, givenUp: 0 });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received as [ParsedMail];
      expect(mail.subject).toBe(`A contract waits for your signature (${id})`);
      expect(mail.from?.value).toEqual([
        { name: 'Grovekeeper', address: 'no-reply@grovekeeper.local' },
      ]);
      expect(mail.to).toMatchObject({ value: [{ address: user.email }] });
      expect(mail.text?.trim()).toBe(`Open it: ${BASE}/contracts/c1`);
      expect(mail.html).toContain(`<a href="${BASE}/contracts/c1">the contract</a>`);
      expect(headerText(mail, 'list-unsubscribe')).toBe(
        `<${unsubscribeUrl(BASE, TEST_JWT_SECRET, user.id, 'contract_submitted')}>`,
      );
      expect(headerText(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headerText(mail, 'content-language')).toBe('en');
      expect(mail.messageId).toBe(`<${id}@grovekeeper.mail>`);

      const row = await outboxRow(api, id);
      expect(row).toMatchObject({ attempts: 1, last_error: null, claimed_until: null });
      expect(row.sent_at).not.toBeNull();
      // Sent is sent: the next pass finds nothing.
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it("sends a Greek reader's mail in Greek", async () => {
      await addMail(api, user, {
        language: 'el',
        subject: 'Ένα συμβόλαιο περιμένει την υπογραφή σας',
        text: `Ανοίξτε το: ${BASE}/contracts/c2`,
        html: `<p>Ανοίξτε το: <a href="${BASE}/contracts/c2">το συμβόλαιο</a></p>`,
      });

      await smtpMailer().runOnce();

      const [mail] = smtp.received as [ParsedMail];
      expect(mail.subject).toBe('Ένα συμβόλαιο περιμένει την υπογραφή σας');
      expect(mail.text?.trim()).toBe(`Ανοίξτε το: ${BASE}/contracts/c2`);
      expect(mail.html).toContain('το συμβόλαιο</a>');
      expect(headerText(mail, 'content-language')).toBe('el');
    });

    it('sends each mail exactly once when two replicas run at the same time', async () => {
      const ids = new Set<string>();
      for (let index = 0; index < 45; index += 1) ids.add(await addMail(api, user));
      const first = smtpMailer();
      const second = smtpMailer();

      const passes = await Promise.all([first.runOnce(), second.runOnce()]);

      expect(passes[0].sent + passes[1].sent).toBe(45);
      expect(passes.map((pass) => pass.failed)).toEqual([0, 0]);
      const received = smtp.received.map((mail) => mail.messageId);
      expect(received).toHaveLength(45);
      expect(new Set(received)).toEqual(new Set([...ids].map((id) => `<${id}@grovekeeper.mail>`)));
      const rows = await api.db.query<{ attempts: number; sent: boolean }>(
        'SELECT attempts, sent_at IS NOT NULL AS sent FROM email_outbox',
      );
      expect(rows).toHaveLength(45);
      expect(rows.every((row) => row.attempts === 1 && row.sent)).toBe(true);
    });

    it('keeps a mail the server refused, and delivers it once on a later attempt', async () => {
      const id = await addMail(api, user);
      const mailer = smtpMailer();
      smtp.refuseNext = 1;

      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, givenUp: 0 });
      const refused = await outboxRow(api, id);
      expect(refused).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(refused.last_error).toContain('Mailbox busy');
      expect(refused.wait).toBeGreaterThan(20);
      expect(refused.wait).toBeLessThanOrEqual(30);
      expect(smtp.received).toHaveLength(0);

      // Not due yet: nothing is tried.
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, givenUp: 0 });

      await makeDue(api, id);
      expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, givenUp: 0 });
      expect(smtp.received).toHaveLength(1);
      const sent = await outboxRow(api, id);
      expect(sent).toMatchObject({ attempts: 2, last_error: null, failed_at: null });
      expect(sent.sent_at).not.toBeNull();
      await makeDue(api, id);
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('waits twice as long after a second failure, and gives up after MAIL_MAX_ATTEMPTS', async () => {
      const id = await addMail(api, user);
      const mailer = smtpMailer({ maxAttempts: 3 });
      smtp.refuseNext = 10;

      await mailer.runOnce();
      await makeDue(api, id);
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, givenUp: 0 });
      const second = await outboxRow(api, id);
      expect(second.attempts).toBe(2);
      expect(second.wait).toBeGreaterThan(50);
      expect(second.wait).toBeLessThanOrEqual(60);

      await makeDue(api, id);
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, givenUp: 1 });
      const given = await outboxRow(api, id);
      expect(given).toMatchObject({ attempts: 3, sent_at: null });
      expect(given.failed_at).not.toBeNull();

      smtp.refuseNext = 0;
      await makeDue(api, id);
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it('sends on its own once woken, and on its timer once started', async () => {
      const woken = smtpMailer();
      const first = await addMail(api, user);
      woken.wake();
      await until(() => smtp.received.length === 1);
      expect(smtp.received[0]?.messageId).toBe(`<${first}@grovekeeper.mail>`);
      await woken.stop();

      const polling = smtpMailer({ pollSeconds: 1 });
      await polling.start();
      const second = await addMail(api, user);
      await until(() => smtp.received.length === 2);
      expect(smtp.received[1]?.messageId).toBe(`<${second}@grovekeeper.mail>`);
      await polling.stop();
      expect((await outboxRow(api, second)).sent_at).not.toBeNull();
    });

    it('sends a mail a change writes at once, not at the next poll, and once with two replicas', async () => {
      // Two started senders whose timers would not look again for an hour: only the
      // notification of the mail's commit (LISTEN) can make them send it now.
      const first = smtpMailer({ pollSeconds: 3600 });
      const second = smtpMailer({ pollSeconds: 3600 });
      await Promise.all([first.start(), second.start()]);
      const owner = await api.user({ name: 'Woken Owner' });
      const applicant = await api.user({ name: 'Eager Applicant' });
      await application(
        api,
        await listing(api, { owner, estateName: 'Woken Grove' }),
        applicant,
        'pending',
      );
      await until(() => smtp.received.length === 1);
      expect(smtp.received[0]?.text).toContain('Eager Applicant applied to Woken Grove');
      await first.stop();
      await second.stop();
      expect(smtp.received).toHaveLength(1);
    });

    it('writes an .eml file under MAIL_DIR without SMTP_URL, and logs where', async () => {
      const id = await addMail(api, user, { language: 'el', subject: 'Νέα αίτηση' });
      const { dir } = api.server.config.mail;

      expect(await api.server.app.mailer.runOnce()).toEqual({ sent: 1, failed: 0, givenUp: 0 });

      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const file = path.join(dir, files[0] as string);
      expect(file.endsWith(`-${id}.eml`)).toBe(true);
      const mail = await simpleParser(await readFile(file));
      expect(mail.subject).toBe('Νέα αίτηση');
      expect(mail.to).toMatchObject({ value: [{ address: user.email }] });
      expect(mail.text?.trim()).toBe(`Open it: ${BASE}/contracts/c1`);
      expect(mail.html).toContain(`${BASE}/contracts/c1`);
      expect(headerText(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headerText(mail, 'content-language')).toBe('el');
      expect(mailLog.some((line) => line.includes(file))).toBe(true);
      expect((await outboxRow(api, id)).sent_at).not.toBeNull();
    });
  },
);
