-- Feedback and complaints (feedback domain). A visitor's feedback has no member and must leave a
-- contact; a member's may carry up to three of his uploaded images (uploads.attached_to names the
-- feedback). The operator's reply is written once per answer and shown to the member.
CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  member_id bigint REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')),
  content text NOT NULL,
  contact text NOT NULL DEFAULT '',
  images text[] NOT NULL DEFAULT '{}',
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reply text,
  replied_at timestamptz
);
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC) WHERE member_id IS NOT NULL;
-- the operator's queue: unanswered first
CREATE INDEX feedback_open ON feedback (created_at) WHERE reply IS NULL;
