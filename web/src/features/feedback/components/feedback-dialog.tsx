import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { TRIAL } from '@tala/contract/core/roles';
import { useIsLoggedIn, useSessionStore } from '../../../shared/state/session.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { useFeedbackRules } from '../api/feedback.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';
import styles from './feedback.module.css';

type Tab = 'send' | 'mine';

/**
 * Feedback and complaints (side menu, customer services): the form for everyone, and for members a
 * second tab with their own feedback and the operator's replies.
 */
export function FeedbackDialog({ request, onClose }: DialogProps<'feedback'>) {
  const { t } = useTranslation(['feedback', 'errors']);
  const member = useIsLoggedIn();
  const trial = useSessionStore((s) => s.isAgent === TRIAL);
  const [tab, setTab] = useState<Tab>(member ? (request.tab ?? 'send') : 'send');
  const [sent, setSent] = useState(false);
  const rules = useFeedbackRules();

  const form = rules.isPending ? (
    <Spinner label={t('loading')} />
  ) : rules.isError ? (
    <p role="alert" className={styles.muted}>
      {t('loadFailed')}
    </p>
  ) : (
    <>
      {sent && (
        <p role="status" className={styles.sent}>
          {t(member ? 'sentMember' : 'sentVisitor')}
        </p>
      )}
      <FeedbackForm
        rules={rules.data}
        member={member}
        canUpload={member && !trial}
        onSent={() => {
          setSent(true);
          if (member) setTab('mine');
        }}
      />
    </>
  );

  return (
    <Modal open title={t('title')} onClose={onClose} width={640}>
      {member ? (
        <Tabs
          label={t('title')}
          tabs={[
            { id: 'send', label: t('tabs.send') },
            { id: 'mine', label: t('tabs.mine') },
          ]}
          value={tab}
          onChange={(next) => {
            setTab(next);
            if (next === 'send') setSent(false);
          }}
        >
          <div className={styles.panel}>
            {tab === 'send' ? (
              form
            ) : (
              <>
                {sent && (
                  <p role="status" className={styles.sent}>
                    {t('sentMember')}
                  </p>
                )}
                <FeedbackList />
              </>
            )}
          </div>
        </Tabs>
      ) : (
        <div className={styles.panel}>{form}</div>
      )}
    </Modal>
  );
}
