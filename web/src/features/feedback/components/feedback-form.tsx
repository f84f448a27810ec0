import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { countWords, feedbackContactMax, feedbackTypes, type FeedbackRules, type FeedbackType } from '@tala/contract/feedback';
import { FieldFrame, messageIdOf } from '../../../shared/ui/field/field.tsx';
import { SelectInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ImageUploadField, imagesCheck } from '../../../shared/ui/form/image-upload-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { useSendFeedback } from '../api/feedback.ts';
import styles from './feedback.module.css';

interface FeedbackValues {
  type: FeedbackType | '';
  content: string;
  contact: string;
  images: File[];
}

function ContentField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <FieldFrame controlId={id} label={label} hint={hint} error={error} required>
      <textarea
        id={id}
        rows={6}
        className={styles.textarea}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={messageIdOf(id)}
        {...registration}
      />
    </FieldFrame>
  );
}

/**
 * The feedback form (spec §4, §5): question type, the text within the brand's word bounds, a
 * contact (required from visitors, who have no other way to get an answer) and, for members who may
 * upload, up to three images.
 */
export function FeedbackForm({
  rules,
  member,
  canUpload,
  onSent,
}: {
  rules: FeedbackRules;
  member: boolean;
  canUpload: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation(['feedback', 'forms', 'register', 'errors']);
  const send = useSendFeedback();
  const checks: FieldChecks<FeedbackValues> = {
    type: { label: t('type'), required: true },
    content: {
      label: t('content'),
      required: true,
      validate: (value) => {
        const words = countWords(String(value ?? ''));
        return words < rules.minWords || words > rules.maxWords
          ? t('wordBounds', { min: rules.minWords, max: rules.maxWords, count: words })
          : null;
      },
    },
    contact: {
      label: t('contact'),
      required: !member,
      validate: (value) =>
        String(value ?? '').length > feedbackContactMax ? t('contactTooLong', { max: feedbackContactMax }) : null,
    },
    images: canUpload && imagesCheck({ label: t('images') }),
  };
  const form = useForm<FeedbackValues>({
    defaultValues: { type: '', content: '', contact: '', images: [] },
    resolver: ruleResolver(checks, t),
  });
  const content = form.watch('content');

  const submit = async (values: FeedbackValues) => {
    await send.mutateAsync({
      type: values.type as FeedbackType,
      content: values.content.trim(),
      contact: values.contact.trim(),
      files: canUpload ? values.images : [],
    });
    form.reset();
    onSent();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('formLabel')} className={styles.form}>
      <SelectInput
        label={t('type')}
        required
        placeholder={t('typePlaceholder')}
        options={feedbackTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        registration={form.register('type')}
        error={form.formState.errors.type}
      />
      <ContentField
        label={t('content')}
        hint={t('wordCount', { count: countWords(content), min: rules.minWords, max: rules.maxWords })}
        error={form.formState.errors.content?.message}
        registration={form.register('content')}
      />
      <TextInput
        label={t('contact')}
        required={!member}
        hint={t(member ? 'contactHintMember' : 'contactHintVisitor')}
        maxLength={feedbackContactMax}
        autoComplete="email"
        registration={form.register('contact')}
        error={form.formState.errors.contact}
      />
      {canUpload && <ImageUploadField name="images" label={t('images')} maxFiles={rules.maxImages} />}
      <SubmitButton pendingLabel={t('sending')}>{t('submit')}</SubmitButton>
    </Form>
  );
}
