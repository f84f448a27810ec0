/** One lottery order (a bet slip) holds this many lines: the slip stops adding, the server refuses more. */
export const MIN_SLIP_LINES = 1;
export const MAX_SLIP_LINES = 50;
