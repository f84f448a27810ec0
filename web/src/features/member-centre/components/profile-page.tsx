import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import {
  ageOn,
  isPastDate,
  lockedOnceSet,
  minimumAge,
  profileRules,
  type Profile,
  type ProfileField,
} from '@tala/contract/member';
import type { RegisterRule } from '@tala/contract/system';
import { useStartup } from '../../../shared/api/system-queries.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useProfile, useUpdateProfile } from '../api/security.ts';
import { AvatarSection } from './avatar-section.tsx';
import styles from './profile-page.module.css';

const groups: { key: string; fields: ProfileField[] }[] = [
  { key: 'basic', fields: ['nickname', 'birthday'] },
  {
    key: 'identity',
    fields: ['permanentAddress', 'currentAddress', 'placeOfBirth', 'nationality', 'occupation', 'sourceOfIncome', 'idNumber'],
  },
  { key: 'messengers', fields: ['zalo', 'whatsapp', 'line', 'telegram', 'facebook'] },
];

/** The brand's registration rule of the same name replaces the profile's own (the server does the same). */
const brandOverridable = new Set<ProfileField>(['idNumber', 'zalo', 'whatsapp', 'line', 'facebook']);

const today = () => new Date();

/** Profile: nickname, birthday (at least minimumAge), address and identity fields, messenger ids. */
export default function ProfilePage(_: CentrePageProps) {
  const { t } = useTranslation(['memberCentre', 'errors']);
  const profile = useProfile();
  if (profile.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (profile.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('profile.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <div className={styles.page}>
      <AvatarSection />
      <ProfileForm initial={profile.data} />
    </div>
  );
}

function ProfileForm({ initial }: { initial: Profile }) {
  const { t } = useTranslation(['memberCentre', 'register', 'errors']);
  const brandRules = useStartup().permission.info.registerRules;
  const save = useUpdateProfile();
  const ruleOf = (field: ProfileField): RegisterRule => {
    const brand = brandOverridable.has(field) ? brandRules[field] : undefined;
    return brand?.enabled ? { ...brand, required: false } : profileRules[field];
  };
  const locked = (field: ProfileField) => lockedOnceSet.includes(field) && initial[field] !== '';
  const checks: FieldChecks<Profile> = {};
  for (const group of groups)
    for (const field of group.fields) checks[field] = { label: t(`profile.fields.${field}`), rule: ruleOf(field) };
  checks.birthday = {
    label: t('profile.fields.birthday'),
    rule: profileRules.birthday,
    validate: (value) => {
      const text = String(value ?? '');
      if (!text) return null;
      if (!isPastDate(text, today())) return t('register:reg_pattern_8');
      return ageOn(text, today()) < minimumAge ? t('errors:AGE_UNDER_MINIMUM') : null;
    },
  };
  const form = useForm<Profile>({ defaultValues: initial, resolver: ruleResolver(checks, t) });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      aria-label={t('profile.title')}
      className={styles.form}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        form.reset(saved);
      }}
    >
      {save.isSuccess && !form.formState.isDirty && (
        <p className={styles.done} role="status">
          {t('profile.saved')}
        </p>
      )}
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group}>
          <legend className={styles.legend}>{t(`profile.groups.${group.key}`)}</legend>
          {group.key === 'messengers' && <p className={styles.note}>{t('profile.messengersHint')}</p>}
          <div className={styles.grid}>
            {group.fields.map((field) => (
              <TextInput
                key={field}
                label={t(`profile.fields.${field}`)}
                required={field === 'nickname'}
                type={field === 'birthday' ? 'date' : 'text'}
                inputMode={field === 'zalo' || field === 'whatsapp' ? 'numeric' : undefined}
                autoComplete={field === 'birthday' ? 'bday' : field === 'nickname' ? 'nickname' : 'off'}
                readOnly={locked(field)}
                hint={locked(field) ? t('profile.lockedHint') : undefined}
                registration={form.register(field)}
                error={errors[field]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <SubmitButton pendingLabel={t('saving')} block={false}>
        {t('profile.save')}
      </SubmitButton>
    </Form>
  );
}
