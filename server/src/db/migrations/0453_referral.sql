-- Invite friends: a member's own invitation code (made on first ask) and who invited a member.
ALTER TABLE members ADD COLUMN referral_code text;
ALTER TABLE members ADD COLUMN referrer_id bigint REFERENCES members (id);
CREATE UNIQUE INDEX members_referral_code ON members (upper(referral_code)) WHERE referral_code IS NOT NULL;
CREATE INDEX members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL;
