import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button/button.tsx';
import { Modal } from '../../shared/ui/modal/modal.tsx';
import { reloadPage } from './reload-page.ts';

/** Spec §8 chunk load failure: a translated dialog offering to reload. */
export function ChunkErrorDialog({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <Modal
      open={open}
      title={t('chunk.title')}
      onClose={close}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('dialog.close')}
          </Button>
          <Button onClick={reloadPage}>{t('chunk.reload')}</Button>
        </>
      }
    >
      <p>{t('chunk.text')}</p>
    </Modal>
  );
}
