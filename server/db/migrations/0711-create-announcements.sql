-- Announcements (000 §2-§4, 003 §2; issue 14 §3, ADR 0083): written by Administrators, shown to
-- every signed-in user until the user reads them (then archived for that user).
CREATE TABLE announcements (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  details text NOT NULL,
  publish_date timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX announcements_publish_date ON announcements (publish_date);

CREATE TABLE announcement_reads (
  announcement_id uuid NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (announcement_id, user_id)
);
