import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { applicationLimits, type PromotionSummary } from '@tala/contract/promotions';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ImageUploadField, imagesCheck } from '../../../shared/ui/form/image-upload-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { newRequestId, useApplyPromotion } from '../api/promotions.ts';
import styles from './promotions.module.css';

interface ApplyValues {
  comment: string;
  images: File[];
}

/** The activity application (spec §5): a comment of at most 140 characters and 1 to 3 images. */
export function ApplyForm({ promo }: { promo: PromotionSummary }) {
  const { t } = useTranslation(['promotions', 'forms', 'errors']);
  const apply = useApplyPromotion();
  // one key per filled-in form: a retry after a lost answer is recognised as the same application
  const requestId = useRef(newRequestId());
  const checks: FieldChecks<ApplyValues> = {
    comment: {
      label: t('apply.comment'),
      validate: (value) => ([...String(value ?? '')].length > applicationLimits.commentMax ? t('errors:COMMENT_LIMIT') : null),
    },
    images: imagesCheck({ label: t('apply.images'), required: true }),
  };
  const form = useForm<ApplyValues>({ defaultValues: { comment: '', images: [] }, resolver: ruleResolver(checks, t) });
  const length = [...(form.watch('comment') ?? '')].length;
  const commentError = form.formState.errors.comment?.message;

  const submit = async (values: ApplyValues) => {
    await apply.mutateAsync({ id: promo.id, requestId: requestId.current, comment: values.comment.trim(), files: values.images });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('apply.formLabel')} className={styles.applyForm}>
      <div className={styles.textareaField}>
        <label htmlFor={`apply-comment-${promo.id}`}>{t('apply.comment')}</label>
        <textarea
          id={`apply-comment-${promo.id}`}
          rows={3}
          aria-describedby={`apply-count-${promo.id}`}
          aria-invalid={commentError ? true : undefined}
          className={styles.textarea}
          {...form.register('comment')}
        />
        <span
          id={`apply-count-${promo.id}`}
          className={styles.counter}
          data-over={length > applicationLimits.commentMax || undefined}
        >
          {t('apply.count', { count: length, max: applicationLimits.commentMax })}
        </span>
        {commentError && (
          <span className={styles.error} role="alert">
            {commentError}
          </span>
        )}
      </div>
      <ImageUploadField name="images" label={t('apply.images')} required maxFiles={applicationLimits.imagesMax} />
      <SubmitButton pendingLabel={t('apply.sending')}>{t('apply.submit')}</SubmitButton>
    </Form>
  );
}
