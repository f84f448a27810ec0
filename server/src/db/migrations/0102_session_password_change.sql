-- A session started with a password the member must change (set by an agent, a temporary password,
-- or expired under PWDEXPFORCECHANGE3) may only change the password or log out until it does.
ALTER TABLE sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
