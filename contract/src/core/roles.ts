/**
 * Role codes, carried as `isAgent` on the session and the member: 1/2/41/42 agents (they see the agent
 * centre), 4 a trial account made by free play; 0, and any code not listed here, a player.
 */
export const TRIAL = 4;
export const AGENT_CODES = [1, 2, 41, 42] as const;

/** The role names the member info reports. */
export const ROLE_NAMES = ['player', 'agent', 'trial'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export function isAgentCode(code: number | null): boolean {
  return code !== null && (AGENT_CODES as readonly number[]).includes(code);
}

export function roleName(code: number): RoleName {
  if (code === TRIAL) return 'trial';
  return isAgentCode(code) ? 'agent' : 'player';
}
