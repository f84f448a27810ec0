import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useSearchParams } from '../../shared/router/react.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { paths } from '../../shared/lib/paths.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { SafeHtml } from '../../shared/ui/safe-html/safe-html.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { usePromotion } from './api/promotions.ts';
import { ClaimPanel } from './components/claim-panel.tsx';
import { PromoBasis, PromoLabels, PromoPeriod, PromoRuleText } from './components/promo-meta.tsx';
import styles from './components/promotions.module.css';

const parseId = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** /promoDetail?id= (spec §2): the promotion's content, its rule and the member's action. Deep-linkable. */
export function Component() {
  const { t } = useTranslation(['promotions', 'errors']);
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const promo = usePromotion(id);
  const back = (
    <Link to={paths.promotions()} className={styles.back}>
      {t('detail.back')}
    </Link>
  );

  if (id === null || (promo.error instanceof ApiError && promo.error.code === 'NOT_FOUND')) {
    return (
      <section className={styles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {t('detail.missing')}
        </h1>
        {back}
      </section>
    );
  }
  if (promo.isPending) return <Spinner label={t('list.loading')} />;
  if (promo.isError) {
    return (
      <div role="alert" className={styles.stateBox}>
        <p>{t('list.failed')}</p>
        <Button variant="secondary" onClick={() => void promo.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  const detail = promo.data;
  return (
    <article className={styles.page} aria-labelledby="page-title">
      {back}
      <PromoLabels labels={detail.labels} />
      <h1 id="page-title" className={styles.title}>
        {detail.title}
      </h1>
      <PromoPeriod promo={detail} />
      <div className={styles.detail}>
        <SafeHtml html={detail.content} className={styles.content} />
        {detail.rule && (
          <section className={styles.panel} aria-labelledby="promo-rules">
            <h2 id="promo-rules" className={styles.panelTitle}>
              {t('detail.rules')}
            </h2>
            <PromoRuleText promo={detail} />
            <PromoBasis promo={detail} />
            <ClaimPanel key={detail.id} promo={detail} />
          </section>
        )}
      </div>
    </article>
  );
}
