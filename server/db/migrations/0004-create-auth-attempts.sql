-- Sign-in failures and reset-link requests, counted in the database so that every API process
-- shares one count (ADR 0066; they were counted in each process's memory before). A row is one
-- attempt of a limiter's scope ('sign-in', 'reset-request') for a key: the SHA-256 of
-- 'user name|address' or of the address, never the name or address itself.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  key_hash text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_key_idx ON auth_attempts (scope, key_hash, attempted_at);
CREATE INDEX auth_attempts_at_idx ON auth_attempts (attempted_at);
