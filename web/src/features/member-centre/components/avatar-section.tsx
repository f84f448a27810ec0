import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useSessionStore } from '../../../shared/state/session.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ImageUploadField, imagesCheck } from '../../../shared/ui/form/image-upload-field.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { useAvatarSource, useAvatarUrl, useSetAvatar } from '../api/avatar.ts';
import styles from './profile-page.module.css';

interface Values {
  avatar: File[];
}

/** The avatar: the current one (the default when an image does not load), a new one from a PNG or JPEG. */
export function AvatarSection() {
  const { t } = useTranslation(['memberCentre', 'forms', 'errors']);
  const account = useSessionStore((s) => s.account) ?? '';
  const url = useAvatarUrl().data;
  const source = useAvatarSource(url);
  const [broken, setBroken] = useState(false);
  const save = useSetAvatar();
  const fallback = `/media/avatar/${encodeURIComponent(account)}.svg`;
  const form = useForm<Values>({
    defaultValues: { avatar: [] },
    resolver: ruleResolver<Values>({ avatar: imagesCheck({ label: t('profile.avatar.choose'), required: true }) }, t),
  });
  const shown = source.failed || broken ? fallback : source.src;
  const custom = url !== undefined && url !== fallback;

  return (
    <section className={styles.avatar} aria-labelledby="profile-avatar">
      <h3 id="profile-avatar" className={styles.legend}>
        {t('profile.avatar.title')}
      </h3>
      <div className={styles.avatarRow}>
        {shown ? (
          <img
            className={styles.avatarImage}
            src={shown}
            alt={t('profile.avatar.current')}
            width={96}
            height={96}
            onError={() => setBroken(true)}
            onLoad={() => shown !== fallback && setBroken(false)}
          />
        ) : (
          <span className={styles.avatarImage} aria-hidden="true" />
        )}
        <Form
          form={form}
          aria-label={t('profile.avatar.title')}
          className={styles.avatarForm}
          onSubmit={async (v) => {
            await save.mutateAsync(v.avatar[0]!);
            setBroken(false);
            form.reset({ avatar: [] });
          }}
        >
          <ImageUploadField name="avatar" label={t('profile.avatar.choose')} required />
          <div className={styles.avatarActions}>
            <SubmitButton block={false} pendingLabel={t('saving')}>
              {t('profile.avatar.save')}
            </SubmitButton>
            {custom && (
              <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
                {t('profile.avatar.useDefault')}
              </Button>
            )}
          </div>
          {save.isSuccess && (
            <p className={styles.done} role="status">
              {t('profile.avatar.saved')}
            </p>
          )}
          <FormError error={save.error} />
        </Form>
      </div>
    </section>
  );
}
