import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PushHub } from '../domains/push/hub.ts';

/** The member a request acts for, resolved by the auth hook of the session domain. */
export interface Member {
  id: number;
  account: string;
  /** Role code (spec §6): 0 player, 1/2/41/42 agents, 4 trial. */
  isAgent: number;
  sessionId: number;
  /** The session may only change the password or log out (a forced change is pending). */
  mustChangePassword?: boolean;
}

/** Services shared by every domain; built once in main.ts (or per test). */
export interface Platform {
  config: Config;
  db: Db;
  /**
   * Publish an event to a member's open pages, or to every page ('all'), through the push channel
   * (GET /push; fanned out over Redis when REDIS_URL is set). Call it after the transaction commits.
   */
  publish: (memberId: number | 'all', event: { type: string; data: unknown }) => void;
  /** The push hub behind publish (set by createPlatform, or by the push domain when absent). */
  push?: PushHub;
}

export interface HandlerContext<I> {
  input: I;
  member: Member | null;
  req: FastifyRequest;
  reply: FastifyReply;
  platform: Platform;
  /** The client's address (after the trusted proxy rule). */
  ip: string;
}

/** Resolves a member from a request; set by the session domain. Returns null for no/invalid token. */
export type MemberResolver = (req: FastifyRequest, platform: Platform) => Promise<Member | null>;
