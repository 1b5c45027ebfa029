-- The user's language is the product's language: 'en' (English, the fallback) or 'el'
-- (Greek). Free-text values written before map to el when they name Greek (el, el-GR,
-- gr, greek, ελληνικά, any case), to en otherwise.
UPDATE users
   SET language = CASE
     WHEN language ~* '^\s*(el|gr|greek|ελλην|ΕΛΛΗΝ|Ελλην)' THEN 'el'
     ELSE 'en'
   END;

ALTER TABLE users ALTER COLUMN language SET DEFAULT 'en';
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language IN ('en', 'el'));
