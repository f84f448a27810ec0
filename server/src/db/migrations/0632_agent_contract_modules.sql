-- The brand switches of the agent centre's contract pages. A brand seeded before they existed keeps
-- them on (the pages it already had); a new brand takes them from its brand file when it is seeded,
-- after the migrations (so nothing is inserted while brand_settings is still empty).
INSERT INTO whitelabel_modules (code, name, enabled, sort)
SELECT code, name, true, 100 + n
  FROM (VALUES ('AGENTCONTRACT3', 'Agent dividends (contracts)', 1), ('AGENTSALARY3', 'Agent daily wages', 2),
               ('AGENTHOURSALARY3', 'Agent hourly salary', 3), ('AGENTREALTIMESALARY3', 'Agent real-time salary', 4)) AS m(code, name, n)
 WHERE EXISTS (SELECT 1 FROM brand_settings)
ON CONFLICT (code) DO NOTHING;
