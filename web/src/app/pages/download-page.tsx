import { StandalonePage } from './standalone-page.tsx';

/** Named by the guard's exception list (spec §2); the screen itself is not specified. */
export function Component() {
  return <StandalonePage />;
}
