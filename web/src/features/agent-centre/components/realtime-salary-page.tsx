import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { ContractPage } from './contract-page.tsx';

/** Real-time salary: the agent's realtimeSalary contracts (offered to him, offered by him) and their payments. */
export default function RealtimeSalaryPage(_: CentrePageProps) {
  return <ContractPage kind="realtimeSalary" />;
}
