import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { system } from '@tala/contract/system';
import { api } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { fastestFirst, probe, routesToMeasure, type RouteSpeed } from '../model/measure.ts';
import styles from './speed-check.module.css';

type State = { phase: 'measuring' } | { phase: 'done'; speeds: RouteSpeed[] } | { phase: 'failed' };

/**
 * Speed check (side menu, customer services): the brand's domains (/wps/system/domainRoute) and this
 * site, each timed from this browser, fastest first, with a link to switch to another one.
 */
export function SpeedCheckDialog({ onClose }: DialogProps<'speedCheck'>) {
  const { t } = useTranslation(['speedCheck', 'errors']);
  const [state, setState] = useState<State>({ phase: 'measuring' });
  const [round, setRound] = useState(0);

  const measure = useCallback(async (signal: { cancelled: boolean }) => {
    setState({ phase: 'measuring' });
    try {
      const { routers } = await api(system.domainRoute, {});
      const here = window.location.origin;
      const routes = routesToMeasure(
        routers.map((r) => r.url),
        here,
      );
      const speeds = await Promise.all(routes.map(async (r) => ({ ...r, ms: await probe(r.origin) })));
      if (!signal.cancelled) setState({ phase: 'done', speeds: fastestFirst(speeds) });
    } catch {
      if (!signal.cancelled) setState({ phase: 'failed' });
    }
  }, []);

  useEffect(() => {
    const signal = { cancelled: false };
    void measure(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [measure, round]);

  return (
    <Modal open title={t('title')} onClose={onClose} width={520}>
      <div className={styles.body}>
        <p className={styles.muted}>{t('intro')}</p>
        {state.phase === 'measuring' ? (
          <Spinner label={t('measuring')} />
        ) : state.phase === 'failed' ? (
          <p role="alert">{t('failed')}</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.caption}>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('domain')}</th>
                <th scope="col">{t('latency')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.speeds.map((s) => (
                <tr key={s.origin}>
                  <th scope="row" className={styles.domain}>
                    {new URL(s.origin).host}
                    {s.current && <span className={styles.current}>{t('current')}</span>}
                  </th>
                  <td className={s.ms === null ? styles.down : styles[rating(s.ms)]}>
                    {s.ms === null ? t('unreachable') : t('ms', { ms: s.ms })}
                  </td>
                  <td>
                    {!s.current && s.ms !== null && (
                      <a className={styles.switch} href={s.url} rel="noopener">
                        {t('switch')}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Button variant="secondary" disabled={state.phase === 'measuring'} onClick={() => setRound((n) => n + 1)}>
          {t('again')}
        </Button>
      </div>
    </Modal>
  );
}

function rating(ms: number): 'fast' | 'fair' | 'slow' {
  return ms < 300 ? 'fast' : ms < 1000 ? 'fair' : 'slow';
}
