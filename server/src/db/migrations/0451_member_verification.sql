-- When the member proved he owns his mobile number and e-mail address (a code sent there came back).
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;
ALTER TABLE members ADD COLUMN email_verified_at timestamptz;
