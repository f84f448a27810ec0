-- A channel's name in the player's language, by locale pack ({"zh": "网银支付"}): a descriptive name
-- ("Online Banking") reads wrong in a Chinese page, while a payment brand's own name (GoWallet) has
-- none and keeps `name` in every language.
ALTER TABLE deposit_channels ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
