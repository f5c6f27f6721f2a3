-- The crew's mark (issue 26 §3, ADR 0117): a user who works on board a ship opens Wakeline on the
-- crew's pages (the current voyage, events, soundings, bunkering, noon reports, the outbox) and is
-- not offered the office's analysis pages. Role alone cannot tell crew from an office reader.
ALTER TABLE users ADD COLUMN works_on_board boolean NOT NULL DEFAULT false;
