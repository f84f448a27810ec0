import { HelpCentre } from '../components/help-centre.tsx';

/** /help (spec §2): the help centre between the header, banner and footer. */
export function Component() {
  return <HelpCentre />;
}
