/**
 * Whitelabel module codes: the brand switches each on ('1') or off ('0') in the permission answer.
 * The list is closed so that a misspelt code fails to compile instead of reading as "off" forever.
 */
export const MODULE_CODES = [
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'CBS3',
  'TGLOGIN3',
  'GOOGLELOGIN3',
  'FBLOGIN3',
  'FIREBASESMS3',
  // the agent centre's contract pages (spec §2): dividends (enableContract), daily wages (enableSalary), hourly, real-time
  'AGENTCONTRACT3',
  'AGENTSALARY3',
  'AGENTHOURSALARY3',
  'AGENTREALTIMESALARY3',
] as const;

export type ModuleCode = (typeof MODULE_CODES)[number];
