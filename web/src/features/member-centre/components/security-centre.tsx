import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { fallbackRules, ruleFor } from '@tala/contract/register-rules';
import type { SecurityOverview } from '@tala/contract/member';
import { useStartup } from '../../../shared/api/system-queries.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { takeCentreFocus } from '../../../shared/ui/centre/centre.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { SendCodeField } from '../../../shared/ui/form/send-code-field.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import {
  sendEmailCode,
  sendMobileCode,
  useBindEmail,
  useBindMobile,
  useEndOtherSessions,
  useSecurityOverview,
  useSessions,
} from '../api/security.ts';
import styles from './security-centre.module.css';

type Open = 'mobile' | 'email' | null;

/**
 * My account → security centre: what protects the account, each with its state and what to do
 * (login password, mobile and e-mail bound by a code, payment password and payout accounts — the
 * cashier's section, handed in as `payout` — and the signed-in devices).
 */
export function SecurityCentre({ go, payout }: CentrePageProps & { payout: ReactNode }) {
  const { t } = useTranslation('memberCentre');
  // opened to set the payment password (from Withdraw): the cashier's section is shown and holds
  // the focus, once the overview above it has its height
  const [focus] = useState(takeCentreFocus);
  const overviewReady = !useSecurityOverview().isPending;
  useEffect(() => {
    if (focus !== 'security-payout' || !overviewReady) return;
    const section = document.getElementById(focus);
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [focus, overviewReady]);
  return (
    <div className={styles.root}>
      <Overview go={go} />
      {/* the cashier's section loads on its own, so it works even while the overview is still coming */}
      <section id="security-payout" tabIndex={-1} className={styles.embedded} aria-label={t('security.paymentAndPayout')}>
        {payout}
      </section>
      <SessionsSection />
    </div>
  );
}

function Overview({ go }: Pick<CentrePageProps, 'go'>) {
  const { t } = useTranslation(['memberCentre', 'errors']);
  const overview = useSecurityOverview();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (item: Open) => setOpen((o) => (o === item ? null : item));

  if (overview.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (overview.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('security.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void overview.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const o = overview.data;
  const bound = (item: SecurityOverview['mobile']) =>
    item.value ? `${item.value} · ${t(item.verified ? 'security.verified' : 'security.unverified')}` : t('security.notBound');
  const bindLabel = (item: SecurityOverview['mobile']) =>
    t(item.value ? (item.verified ? 'security.change' : 'security.verify') : 'security.bind');
  // the payment password and the payout accounts are managed in the cashier's section below
  const manage = (
    <Button
      variant="secondary"
      onClick={() => {
        const section = document.getElementById('security-payout');
        section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        section?.focus({ preventScroll: true });
      }}
    >
      {t('security.manage')}
    </Button>
  );
  return (
    <>
      <section className={styles.score} aria-labelledby="security-score">
        <h3 id="security-score" className={styles.heading}>
          {t('security.score', { done: o.score.done, total: o.score.total })}
        </h3>
        <progress className={styles.meter} max={o.score.total} value={o.score.done} aria-labelledby="security-score" />
        <p className={styles.note}>{t(o.score.done >= o.score.total ? 'security.scoreFull' : 'security.scoreHint')}</p>
      </section>

      {/* one row for each safeguard the server counts (server/src/domains/member/security.ts), in its
          order: the green rows are the level, the rows its total */}
      <ul className={styles.items} aria-label={t('security.items')}>
        <Item
          name={t('security.loginPassword')}
          state={t('security.changedAt', { time: formatDateTime(o.passwordChangedAt) })}
          ok
          action={
            <Button variant="secondary" onClick={() => allowAction('memberCentre') && openDialog({ name: 'changePassword' })}>
              {t('security.change')}
            </Button>
          }
        />
        <Item
          name={t('security.mobile')}
          state={bound(o.mobile)}
          ok={o.mobile.verified}
          action={
            <Button variant="secondary" aria-expanded={open === 'mobile'} onClick={() => toggle('mobile')}>
              {open === 'mobile' ? t('security.close') : bindLabel(o.mobile)}
            </Button>
          }
        >
          {open === 'mobile' && <BindMobileForm onDone={() => setOpen(null)} />}
        </Item>
        <Item
          name={t('security.email')}
          state={bound(o.email)}
          ok={o.email.verified}
          action={
            <Button variant="secondary" aria-expanded={open === 'email'} onClick={() => toggle('email')}>
              {open === 'email' ? t('security.close') : bindLabel(o.email)}
            </Button>
          }
        >
          {open === 'email' && <BindEmailForm onDone={() => setOpen(null)} />}
        </Item>
        <Item
          name={t('security.paymentPassword')}
          state={t(o.paymentPasswordSet ? 'security.paymentSet' : 'security.paymentNotSet')}
          ok={o.paymentPasswordSet}
          action={manage}
        />
        <Item
          name={t('security.payoutAccount')}
          state={t('security.payoutAccounts', { count: o.payoutAccounts })}
          ok={o.payoutAccounts > 0}
          action={manage}
        />
      </ul>

      {/* not a safeguard, so no mark and not counted in the level: a way to the profile page */}
      <div className={styles.profile}>
        <div className={styles.itemText}>
          <strong>{t('security.profile')}</strong>
          <span className={styles.note}>{t('security.profileHint')}</span>
        </div>
        <div className={styles.action}>
          <Button variant="secondary" onClick={() => go('profile')}>
            {t('security.edit')}
          </Button>
        </div>
      </div>
    </>
  );
}

function Item({
  name,
  state,
  ok,
  action,
  children,
}: {
  name: string;
  state: string;
  ok: boolean;
  action: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('memberCentre');
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <span className={styles.mark} data-ok={ok} aria-hidden="true" />
        <div className={styles.itemText}>
          <strong>{name}</strong>
          <span className={styles.note}>
            <span className="visually-hidden">{t(ok ? 'security.done' : 'security.todo')} </span>
            {state}
          </span>
        </div>
        <div className={styles.action}>{action}</div>
      </div>
      {children}
    </li>
  );
}

interface MobileValues {
  mobileNum: string;
  verificationCode: string;
}

function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['memberCentre', 'register', 'errors']);
  const country = useCountryChoice();
  const rules = useStartup().permission.info.registerRules;
  const bind = useBindMobile();
  const [sendError, setSendError] = useState<unknown>(null);
  const form = useForm<MobileValues>({
    defaultValues: { mobileNum: '', verificationCode: '' },
    resolver: ruleResolver<MobileValues>(
      {
        mobileNum: { label: t('security.newMobile'), rule: ruleFor(rules, 'mobileNum'), required: true },
        verificationCode: { label: t('security.code'), required: true },
      },
      t,
    ),
  });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      aria-label={t('security.bindMobile')}
      className={styles.form}
      onSubmit={async (v) => {
        await bind.mutateAsync({
          mobileNum: v.mobileNum.trim(),
          countryDialingCode: country.dialingCode,
          verificationCode: v.verificationCode.trim(),
        });
        onDone();
      }}
    >
      <TextInput
        label={t('security.newMobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        leading={<CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />}
        registration={form.register('mobileNum')}
        error={errors.mobileNum}
      />
      <SendCodeField
        label={t('security.code')}
        required
        maxLength={16}
        target="mobileNum"
        registration={form.register('verificationCode')}
        error={errors.verificationCode}
        onSend={async () => {
          setSendError(null);
          try {
            return await sendMobileCode({
              mobileNum: form.getValues('mobileNum').trim(),
              countryDialingCode: country.dialingCode,
            });
          } catch (error) {
            setSendError(error);
            throw error;
          }
        }}
      />
      <FormError error={sendError} />
      <SubmitButton pendingLabel={t('saving')}>{t('security.confirmBind')}</SubmitButton>
    </Form>
  );
}

interface EmailValues {
  email: string;
  verificationCode: string;
}

function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['memberCentre', 'register', 'errors']);
  const rules = useStartup().permission.info.registerRules;
  const bind = useBindEmail();
  const [sendError, setSendError] = useState<unknown>(null);
  const emailRule = rules.email?.enabled ? rules.email : fallbackRules.email;
  const form = useForm<EmailValues>({
    defaultValues: { email: '', verificationCode: '' },
    resolver: ruleResolver<EmailValues>(
      {
        email: { label: t('security.newEmail'), rule: emailRule, required: true },
        verificationCode: { label: t('security.code'), required: true },
      },
      t,
    ),
  });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      aria-label={t('security.bindEmail')}
      className={styles.form}
      onSubmit={async (v) => {
        await bind.mutateAsync({ email: v.email.trim(), verificationCode: v.verificationCode.trim() });
        onDone();
      }}
    >
      <TextInput
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        required
        registration={form.register('email')}
        error={errors.email}
      />
      <SendCodeField
        label={t('security.code')}
        required
        maxLength={16}
        target="email"
        registration={form.register('verificationCode')}
        error={errors.verificationCode}
        onSend={async () => {
          setSendError(null);
          try {
            return await sendEmailCode({ email: form.getValues('email').trim() });
          } catch (error) {
            setSendError(error);
            throw error;
          }
        }}
      />
      <FormError error={sendError} />
      <SubmitButton pendingLabel={t('saving')}>{t('security.confirmBind')}</SubmitButton>
    </Form>
  );
}

/** The browser a session came from, in a few words (the full text is in the title). */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return [browser, system].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

function SessionsSection() {
  const { t } = useTranslation(['memberCentre', 'errors']);
  const sessions = useSessions();
  const end = useEndOtherSessions();
  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section className={styles.sessions} aria-labelledby="security-sessions">
      <h3 id="security-sessions" className={styles.heading}>
        {t('security.sessions')}
      </h3>
      {sessions.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className={styles.sessionList}>
          {list.map((s) => (
            <li key={s.id} className={styles.session}>
              <strong title={s.userAgent ?? undefined}>{deviceOf(s.userAgent)}</strong>
              {s.current && <span className={styles.current}>{t('security.thisDevice')}</span>}
              <span className={styles.note}>
                {t('security.sessionLine', { ip: s.ip ?? '—', time: formatDateTime(s.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FormError error={end.error} />
      {end.isSuccess && (
        <p className={styles.done} role="status">
          {t('security.othersEnded')}
        </p>
      )}
      <div>
        <Button variant="secondary" disabled={others === 0 || end.isPending} onClick={() => end.mutate()}>
          {t('security.endOthers')}
        </Button>
      </div>
    </section>
  );
}
