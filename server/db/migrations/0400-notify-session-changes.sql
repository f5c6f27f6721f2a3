-- Session cache invalidation across processes (ADR 0064): every committed write that can change
-- who a caller is or what it reaches raises a notification on 'wakeline_sessions', which every
-- API process LISTENs to and answers by dropping its cached sessions. PostgreSQL delivers it at
-- commit, after the data is visible, and merges repeats within a transaction.
CREATE FUNCTION wakeline_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wakeline_sessions', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- A user's sign-in, role, company, current company, password, API key, partner keys or deletion;
-- not the activity time that every request may touch.
CREATE TRIGGER users_notify_sessions
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.email, OLD.role, OLD.company_id, OLD.current_company_id, OLD.password_hash, OLD.api_key_hash,
         OLD.kognifai_tenant_id, OLD.kognifai_client_id, OLD.kognifai_client_secret, OLD.deleted_at)
        IS DISTINCT FROM
        (NEW.email, NEW.role, NEW.company_id, NEW.current_company_id, NEW.password_hash, NEW.api_key_hash,
         NEW.kognifai_tenant_id, NEW.kognifai_client_id, NEW.kognifai_client_secret, NEW.deleted_at))
  EXECUTE FUNCTION wakeline_notify_sessions();
CREATE TRIGGER users_delete_notify_sessions
  AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();

-- Sign-out and revocation (a new session needs no notice: nothing cached it).
CREATE TRIGGER sessions_notify_sessions
  AFTER UPDATE OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();

-- Companies, access groups, their members and vessels.
CREATE TRIGGER companies_notify_sessions
  AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();
CREATE TRIGGER vessel_categories_notify_sessions
  AFTER INSERT OR UPDATE OR DELETE ON vessel_categories
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();
CREATE TRIGGER vessel_category_users_notify_sessions
  AFTER INSERT OR UPDATE OR DELETE ON vessel_category_users
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();
CREATE TRIGGER vessel_category_vessels_notify_sessions
  AFTER INSERT OR UPDATE OR DELETE ON vessel_category_vessels
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_notify_sessions();
