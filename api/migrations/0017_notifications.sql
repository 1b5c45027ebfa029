-- Notifications (issue 28): what a person is told of, in the product and by e-mail.
--
-- A notification is written in the transaction of the change it tells of (from the
-- domain event the change wrote), one row per recipient, in the recipient's language at
-- the time it was written. Its serial `seq` orders the live stream: a browser that
-- reconnects sends the last seq it saw (Last-Event-ID) and gets every row after it.

CREATE TABLE notifications (
  id         char(24)    PRIMARY KEY,
  seq        bigserial   NOT NULL UNIQUE,
  user_id    char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text        NOT NULL,
  title      text        NOT NULL,
  body       text        NOT NULL DEFAULT '',
  -- A path in the product (`/contracts/<id>`), never an absolute URL.
  link       text        NOT NULL,
  -- The domain event it tells of (null for the scheduler's own reminders).
  event_id   char(24),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz
);

CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_stream_idx ON notifications (user_id, seq);

-- A person's choice per kind: 'app', 'email', 'both' or 'off'. No row: the kind's default
-- (`defaultNotificationChannel` of @grovekeeper/constants).
CREATE TABLE notification_preferences (
  user_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind    text     NOT NULL,
  channel text     NOT NULL CHECK (channel IN ('app', 'email', 'both', 'off')),
  PRIMARY KEY (user_id, kind)
);

-- Mails to send: written in the transaction of the notification, so a mail exists exactly
-- when its change was committed. A sender claims a row (claimed_until in the future, with
-- FOR UPDATE SKIP LOCKED), so with two replicas each mail goes once; a failure sets
-- next_attempt_at further each time (back-off) until sent_at or failed_at is set.
CREATE TABLE email_outbox (
  id              char(24)    PRIMARY KEY,
  notification_id char(24)    REFERENCES notifications (id) ON DELETE SET NULL,
  user_id         char(24)    REFERENCES users (id) ON DELETE SET NULL,
  to_address      text        NOT NULL,
  kind            text        NOT NULL,
  language        text        NOT NULL DEFAULT 'en',
  subject         text        NOT NULL,
  text_body       text        NOT NULL,
  html_body       text        NOT NULL,
  -- The one-click unsubscribe link of this kind (List-Unsubscribe).
  unsubscribe_url text        NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer     NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until   timestamptz,
  last_error      text,
  sent_at         timestamptz,
  failed_at       timestamptz
);

CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
