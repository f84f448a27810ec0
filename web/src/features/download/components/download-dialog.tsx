import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { AppDownload, type Platform } from './app-download.tsx';

/** The header's download modal (spec §2): the same tabs, QR codes and steps as /down. */
export function DownloadDialog({ request, onClose }: DialogProps<'download'>) {
  const { t } = useTranslation('download');
  const [platform, setPlatform] = useState<Platform>(request.tab ?? 'android');
  return (
    <Modal open title={t('title')} onClose={onClose} width={640}>
      <AppDownload platform={platform} onPlatform={setPlatform} />
    </Modal>
  );
}
