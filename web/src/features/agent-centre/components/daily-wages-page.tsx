import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { ContractPage } from './contract-page.tsx';

/** Daily wages: the agent's dailySalary contracts (offered to him, offered by him) and their payments. */
export default function DailyWagesPage(_: CentrePageProps) {
  return <ContractPage kind="dailySalary" />;
}
