import { TitledPage } from './titled-page.tsx';

export function Component() {
  return <TitledPage />;
}
