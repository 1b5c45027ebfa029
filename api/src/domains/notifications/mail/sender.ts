import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../../config';
import type { Database, Queryable } from '../../../db';
import { MAIL_CHANNEL } from '../fanout';
import { createMailTransport } from './transport';
import type { MailTransport, OutgoingMail } from './transport';

/** Rows one pass claims at a time (a pass claims again until the outbox has no due row). */
const BATCH = 20;
/** How long a claim holds a row: longer than any SMTP exchange; a replica that dies mid-send frees it then. */
const CLAIM_SECONDS = 300;
/** The first retry waits this long, each next one twice as long, at most MAX_BACKOFF_SECONDS. */
const FIRST_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 3600;
/** When `wake()` runs a pass: soon, so that the change that wrote the mail has committed. */
const WAKE_DELAY_MS = 50;

/**
 * Seconds before attempt `attempts + 1` after `attempts` failed ones: 30 s, 60 s, 120 s...
 * at most an hour.
 */
export function backoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export interface MailerDeps {
  /** With `listen` (the app's Database), a mail written by any replica wakes the sender at once. */
  db: Queryable & Partial<Pick<Database, 'listen'>>;
  log: FastifyBaseLogger;
  config: MailConfig;
  /** Instead of the transport of the configuration (SMTP_URL or `.eml` files). */
  transport?: MailTransport;
}

export interface MailPass {
  sent: number;
  /** Failed this time (retried later unless given up). */
  failed: number;
  /** Failed for the last time (MAIL_MAX_ATTEMPTS reached): failed_at set. */
  givenUp: number;
}

export interface Mailer {
  /** Claims the due mails of the outbox and sends them, until none is due. */
  runOnce(): Promise<MailPass>;
  /**
   * Looks at the outbox every MAIL_POLL_SECONDS (none when 0) from now on, and at once when
   * any replica writes a mail (LISTEN on the mail channel; its connection comes back if it drops).
   * Resolves once it listens (never rejects: without LISTEN the poll still sends).
   */
  start(): Promise<void>;
  /** A pass soon (a mail was just written), whether or not the timer runs. */
  wake(): void;
  /** Stops the timer, waits for a pass in progress and closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string;
  attempts: number;
}

/**
 * The sender of the e-mail outbox (issue 28). The outbox rows are written in the
 * transaction of their notification; any replica may send them. A pass claims due rows in
 * one statement (claimed_until in the future, FOR UPDATE SKIP LOCKED), so two replicas
 * never send the same row; a sent row gets sent_at, a failed one its error and a later
 * next_attempt_at (doubling back-off), and failed_at after MAIL_MAX_ATTEMPTS attempts.
 */
export function createMailer({ db, log, config, transport: given }: MailerDeps): Mailer {
  const transport = given ?? createMailTransport(config, log);
  let timer: NodeJS.Timeout | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: Promise<(() => Promise<void>) | null> | null = null;

  const claim = () =>
    db.query<ClaimedRow>(
      `UPDATE email_outbox
          SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (SELECT id FROM email_outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY next_attempt_at
                      LIMIT $1
                        FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, language, subject, text_body, html_body, unsubscribe_url,
                  attempts`,
      [BATCH, CLAIM_SECONDS],
    );

  const deliver = async (row: ClaimedRow, pass: MailPass) => {
    const mail: OutgoingMail = {
      id: row.id,
      to: row.to_address,
      language: row.language,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      unsubscribeUrl: row.unsubscribe_url,
    };
    try {
      const where = await transport.send(mail);
      await db.query(
        `UPDATE email_outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL
          WHERE id = $1`,
        [row.id],
      );
      pass.sent += 1;
      log.info({ mailId: row.id, attempts: row.attempts, where }, 'Notification mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = row.attempts >= config.maxAttempts;
      await db.query(
        `UPDATE email_outbox
            SET last_error = $2, claimed_until = NULL,
                next_attempt_at = now() + make_interval(secs => $3),
                failed_at = CASE WHEN $4::boolean THEN now() END
          WHERE id = $1`,
        [row.id, message.slice(0, 1000), backoffSeconds(row.attempts), givenUp],
      );
      pass.failed += 1;
      if (givenUp) pass.givenUp += 1;
      log[givenUp ? 'error' : 'warn'](
        { mailId: row.id, attempts: row.attempts, err: error },
        givenUp
          ? 'Notification mail failed for the last time; it is given up'
          : 'Notification mail failed; it will be retried',
      );
    }
  };

  const runOnce = async (): Promise<MailPass> => {
    const pass: MailPass = { sent: 0, failed: 0, givenUp: 0 };
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row, pass);
      if (rows.length < BATCH || stopped) return pass;
    }
  };

  /**
   * One pass at a time per mailer; asked during a pass, another follows it (a mail written
   * meanwhile goes now, not at the next poll). A failed pass (database away) waits for the next.
   */
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'Mail outbox pass failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };

  const mailer: Mailer = {
    runOnce,
    async start() {
      if (stopped || timer || config.pollSeconds === 0) return;
      timer = setInterval(tick, config.pollSeconds * 1000);
      timer.unref();
      tick();
      if (db.listen) {
        const wakeNow = () => mailer.wake();
        unlisten = db.listen(MAIL_CHANNEL, wakeNow, wakeNow).catch((error: unknown) => {
          log.warn({ err: error }, 'Mail outbox: no LISTEN; mails go at the next poll');
          return null;
        });
        await unlisten;
      }
    },
    wake() {
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = null;
        tick();
      }, WAKE_DELAY_MS);
      wakeTimer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = null;
      wakeTimer = null;
      const stopListening = await unlisten;
      unlisten = null;
      await stopListening?.();
      while (running) await running;
      transport.close();
    },
  };
  return mailer;
}
