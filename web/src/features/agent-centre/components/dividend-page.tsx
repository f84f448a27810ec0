import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { ContractPage } from './contract-page.tsx';

/** Dividends: the agent's dividend contracts (offered to him, offered by him) and their payments. */
export default function DividendPage(_: CentrePageProps) {
  return <ContractPage kind="dividend" />;
}
