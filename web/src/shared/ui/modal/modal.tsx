import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { useDraggable } from './drag.ts';
import { useFocusTrap, useScrollLock } from './focus.ts';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Visible title; it names the dialog. Pass `ariaLabel` instead when there is none. */
  title?: ReactNode;
  ariaLabel?: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec §2 default 600 px; the dialog never exceeds the viewport. */
  width?: number;
  closeOnEscape?: boolean;
  /** Hide the close button (the content offers its own way out). */
  hideClose?: boolean;
  footer?: ReactNode;
}

/**
 * The generic modal (spec §2): never closes on an outside click, Escape closes, locks page scroll,
 * traps focus and gives it back on close, and is dragged by its title bar. role=dialog, aria-modal,
 * labelled by its title.
 */
export function Modal({
  open,
  title,
  ariaLabel,
  onClose,
  children,
  width = 600,
  closeOnEscape = true,
  hideClose = false,
  footer,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, closeOnEscape ? onClose : undefined);
  useScrollLock(open);
  const drag = useDraggable();
  if (!open) return null;

  return createPortal(
    <div className={styles.overlay}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={styles.panel}
        style={{ '--modal-width': `${width}px` } as CSSProperties}
      >
        {(title || !hideClose) && (
          <div className={styles.head} data-drag-handle {...drag}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {!hideClose && (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={t('dialog.close')}
                data-skip-initial-focus
              >
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
