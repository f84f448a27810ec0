// Types of fair.js for the server's TypeScript (the module itself is plain JS so the browser runs it as is).
export type Risk = 'low' | 'medium' | 'high';
export type FairGame = 'wheel' | 'plinko' | 'keno';
export type Int = (n: number) => number;
export interface WheelParams {
  risk: Risk;
  segments: number;
}
export interface PlinkoParams {
  rows: number;
  risk: Risk;
}
export interface KenoParams {
  picks: number[];
}
export type FairParams = WheelParams | PlinkoParams | KenoParams;
export interface WheelOutcome {
  segment: number;
  multiplier: number;
}
export interface PlinkoOutcome {
  path: number[];
  slot: number;
  multiplier: number;
}
export interface KenoOutcome {
  drawn: number[];
  hits: number;
  multiplier: number;
}
export type FairOutcome = WheelOutcome | PlinkoOutcome | KenoOutcome;

export function integerStream(block: (cursor: number) => Uint8Array): Int;
export const RISKS: Risk[];
export const WHEEL_SEGMENTS: number[];
export function wheelLayout(risk: Risk, segments: number): number[];
export function wheelRtp(risk: Risk, segments: number): number;
export function wheelPlay(int: Int, params: WheelParams): WheelOutcome;
export const PLINKO_ROWS: number[];
export function plinkoTable(rows: number, risk: Risk): number[];
export function plinkoChance(rows: number, slot: number): number;
export function plinkoRtp(rows: number, risk: Risk): number;
export function plinkoPlay(int: Int, params: PlinkoParams): PlinkoOutcome;
export const KENO_NUMBERS: number;
export const KENO_DRAWN: number;
export const KENO_MAX_PICKS: number;
export function kenoPaytable(picks: number): number[];
export function kenoChance(picks: number, hits: number): number;
export function kenoRtp(picks: number): number;
export function kenoDraw(int: Int): number[];
export function kenoPlay(int: Int, params: KenoParams): KenoOutcome;
export const FAIR_GAMES: FairGame[];
export function normaliseParams(game: 'wheel', params: unknown): WheelParams | null;
export function normaliseParams(game: 'plinko', params: unknown): PlinkoParams | null;
export function normaliseParams(game: 'keno', params: unknown): KenoParams | null;
export function normaliseParams(game: string, params: unknown): FairParams | null;
export function playFair(game: string, params: FairParams, int: Int): FairOutcome;
export function rtpOf(game: string, params: FairParams): number;
export function payoutOf(stake: number, multiplier: number): number;
export function sha256Hex(text: string): Promise<string>;
export function hmacBlocks(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<Uint8Array[]>;
export function computeOutcome(round: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: string;
  params: unknown;
}): Promise<FairOutcome>;
export function seedMatches(serverSeed: string, serverSeedHash: string): Promise<boolean>;
