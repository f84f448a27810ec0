import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { ContractPage } from './contract-page.tsx';

/** Hourly salary: the agent's hourlySalary contracts (offered to him, offered by him) and their payments. */
export default function HourSalaryPage(_: CentrePageProps) {
  return <ContractPage kind="hourlySalary" />;
}
