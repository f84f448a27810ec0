import { HelpCentre } from '../components/help-centre.tsx';
import styles from './helpmc-page.module.css';

/** /helpmc (spec §2): the help centre alone, for embedding in a frame or an app's web view. */
export function Component() {
  return (
    <div className={styles.page}>
      <HelpCentre embedded />
    </div>
  );
}
