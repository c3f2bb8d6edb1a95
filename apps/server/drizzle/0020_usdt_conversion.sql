-- USDT/USD converts USDT deposits into the coin account's USD and buys USDT for USDT withdrawals
-- (docs/product.md §11.1, §11.3): at the pair's quote, no fee (the spread is the cost, as on an exchange).
-- The instrument itself is seeded at start-up with the catalogue (market-feed/catalogue.ts).
INSERT INTO "spot_settings" ("symbol", "fee_rate") VALUES ('USDTUSD', '0') ON CONFLICT DO NOTHING;
