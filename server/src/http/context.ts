import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

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
  publish: (memberId: number | 'all', event: PushEvent) => void;
  /**
   * The fan-out behind publish, which the push domain attaches its streams to. The http layer only
   * names what it must offer; the implementation (Redis or in-process) is built by whoever builds the
   * platform (createPlatform, the test harness) and injected here.
   */
  push: PushHub;
}

export interface PushEvent {
  type: string;
  data: unknown;
}

/**
 * A named public stream (e.g. `topic:crash`): its events go only to the streams that subscribed to
 * it, not to every page ('all'), so a busy game does not flood the whole site.
 */
export type PushTopic = `topic:${string}`;

/** One open push stream (a browser tab). */
export interface PushConnection {
  /** null: anonymous (public events only). */
  memberId: number | null;
  /** Set: the stream hears only this topic (a game page's stream), not 'all' nor a member's events. */
  topic?: PushTopic;
  /** Writes an already framed SSE block; returns false when the client is too slow (it gets dropped). */
  write(frame: string): boolean;
  close(): void;
}

export interface PushHub {
  readonly nodeId: string;
  /** To one member's streams on every node, to every stream ('all'), or to a topic's streams. */
  publish(to: number | 'all' | PushTopic, event: PushEvent): void;
  /** Adds a stream; returns its removal. */
  add(conn: PushConnection): () => void;
  /**
   * Calls `listener` with the addressee of every event of this type the node delivers: its own and,
   * with Redis, every other node's. A node forgets what it keeps of a member when an event says it
   * changed. Returns its removal.
   */
  watch(type: string, listener: (to: number | 'all' | PushTopic) => void): () => void;
  /** Open streams of a member on this node (limits). */
  countFor(memberId: number | null): number;
  stats(): { connections: number; members: number; redis: 'off' | string };
  /** Subscribes to the Redis channel (when configured). Safe to call more than once. */
  start(): Promise<void>;
  /** Ends every stream and the Redis connections. */
  close(): Promise<void>;
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
