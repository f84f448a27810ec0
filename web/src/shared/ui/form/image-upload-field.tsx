import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { CloseIcon, Icon, type IconProps } from '../icons/icons.tsx';
import type { FieldCheck } from './rule-resolver.ts';
import styles from './image-upload-field.module.css';

const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export type ImageKind = 'png' | 'jpeg';

/** The file signatures ("magic bytes") accepted: what a file holds decides, not its name or stated type. */
const signatures: Record<ImageKind, readonly number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/** Reads a file's first bytes: 'png', 'jpeg', or null for anything else (a renamed .exe, a GIF …). */
export async function imageKindOf(file: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  for (const [kind, signature] of Object.entries(signatures) as [ImageKind, readonly number[]][]) {
    if (signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// a stable list key per chosen file (two choices of the same file are two entries)
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) fileKeys.set(file, (key = ++nextFileKey));
  return key;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The check of an ImageUploadField: at least one image when required (the field refuses the rest). */
export function imagesCheck<V extends FieldValues = FieldValues>({
  label,
  required = false,
}: {
  label: string;
  required?: boolean;
}): FieldCheck<V> {
  return { label, required };
}

export interface ImageUploadFieldProps {
  /** The form field holding the chosen images (File[]). */
  name: string;
  label: string;
  /** Shown under the field; by default the accepted types and size. */
  hint?: string;
  required?: boolean;
  /** How many images the field takes (1 by default). */
  maxFiles?: number;
  /** Largest accepted file, in bytes (5 MB by default). */
  maxBytes?: number;
}

/**
 * PNG or JPEG images (inside a Form): chosen with a button, checked by their content, size and
 * count; each shows a preview (an object URL, revoked once the image is removed or the field goes)
 * and a remove button. Everything is a real button, so it works from the keyboard; after a removal
 * the focus goes to the add button.
 */
export function ImageUploadField({
  name,
  label,
  hint,
  required = false,
  maxFiles = 1,
  maxBytes = DEFAULT_MAX_IMAGE_BYTES,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('forms');
  const id = useId();
  const { field, fieldState } = useController({ name, defaultValue: [] });
  const files: File[] = Array.isArray(field.value) ? (field.value as File[]) : [];
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);

  // one object URL per file shown; revoked when the file leaves the field, and all when it unmounts
  const urls = useRef(new Map<File, string>());
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const known = urls.current;
    let added = false;
    for (const file of files) {
      if (!known.has(file)) {
        known.set(file, URL.createObjectURL(file));
        added = true;
      }
    }
    for (const [file, url] of known) {
      if (!files.includes(file)) {
        URL.revokeObjectURL(url);
        known.delete(file);
      }
    }
    if (added) rendered();
    if (focusAdd.current) {
      focusAdd.current = false;
      addButton.current?.focus();
    }
  });
  useEffect(() => {
    const known = urls.current;
    return () => {
      known.forEach((url) => URL.revokeObjectURL(url));
      known.clear();
    };
  }, []);

  async function add(chosen: FileList | null) {
    if (!chosen || chosen.length === 0) return;
    const accepted: File[] = [];
    let problem: string | null = null;
    for (const file of Array.from(chosen)) {
      if (files.length + accepted.length >= maxFiles) {
        problem ??= t('images.tooMany', { count: maxFiles });
        break;
      }
      if (file.size > maxBytes) problem ??= t('images.tooLarge', { name: file.name, size: megabytes(maxBytes) });
      else if (!(await imageKindOf(file))) problem ??= t('images.notImage', { name: file.name });
      else accepted.push(file);
    }
    setRefused(problem);
    if (accepted.length > 0) field.onChange([...files, ...accepted]);
  }

  function remove(file: File) {
    setRefused(null);
    focusAdd.current = true;
    field.onChange(files.filter((f) => f !== file));
    field.onBlur();
  }

  // the file just refused says why, over an older "required" from a send without one
  const error = refused ?? fieldState.error?.message;
  const message = error ?? hint ?? t('images.hint', { size: megabytes(maxBytes) });
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  return (
    <div
      ref={(element) => field.ref(element)}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={messageId}
      tabIndex={-1}
      className={styles.field}
    >
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {required && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      <ul className={styles.list}>
        {files.map((file) => (
          <li key={keyOf(file)} className={styles.item}>
            {urls.current.has(file) ? (
              <img src={urls.current.get(file)} alt={t('images.preview', { name: file.name })} width={88} height={88} />
            ) : (
              <span className={styles.pending} />
            )}
            <button
              type="button"
              className={styles.remove}
              onClick={() => remove(file)}
              aria-label={t('images.remove', { name: file.name })}
            >
              <CloseIcon width={18} height={18} />
            </button>
          </li>
        ))}
        {files.length < maxFiles && (
          <li>
            <button
              ref={addButton}
              type="button"
              className={[styles.add, error ? styles.invalid : ''].join(' ')}
              onClick={() => input.current?.click()}
              aria-describedby={messageId}
            >
              <PlusIcon width={22} height={22} />
              {t('images.add')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple={maxFiles > 1}
        hidden
        onChange={(event) => {
          const chosen = event.target.files;
          void add(chosen).finally(() => {
            event.target.value = ''; // the same file may be chosen again after a removal
          });
        }}
      />
      <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  );
}
