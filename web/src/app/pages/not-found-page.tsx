import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths.ts';
import { buttonClass } from '../../shared/ui/button/button.tsx';
import { TitledPage } from './titled-page.tsx';
import styles from './titled-page.module.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <TitledPage>
      <p className={styles.text}>{t('notFound.text')}</p>
      <p>
        <Link to={paths.home()} className={buttonClass('primary', 'lg')}>
          {t('notFound.home')}
        </Link>
      </p>
    </TitledPage>
  );
}
