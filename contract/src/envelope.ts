import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Every response, success or failure, has this one shape. */
export interface Envelope<T> {
  success: boolean;
  code?: ErrorCode;
  message?: string;
  value?: T;
  /** For validation failures: which input field was wrong. */
  field?: string;
}

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.string().optional(),
    message: z.string().optional(),
    field: z.string().optional(),
    value: value.optional(),
  });
}
