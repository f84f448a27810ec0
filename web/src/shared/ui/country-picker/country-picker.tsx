import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import styles from './country-picker.module.css';

export interface CountryOption {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** Spec §4/§9: the list closes 200 ms after the picker loses focus (so a click on an option lands). */
export const CLOSE_DELAY_MS = 200;

/** Regional-indicator flag for an ISO 3166 alpha-2 code. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let flagSupport: boolean | undefined;

/**
 * Whether this system draws flag emoji (Windows and some Linux systems show two letters or boxes):
 * the flag is drawn on a canvas and must come out in colour. Checked once.
 */
function flagsDrawn(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = false;
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (context) {
      context.font = '16px sans-serif';
      context.fillText(flagOf('PH'), 0, 16);
      const data = context.getImageData(0, 0, 24, 20).data;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (data[i + 3]! > 0 && (Math.abs(r - g) > 20 || Math.abs(g - b) > 20)) {
          flagSupport = true;
          break;
        }
      }
    }
  } catch {
    /* no canvas (tests): letters */
  }
  return flagSupport;
}

/** The country's flag, or its two letters in a small badge where flag emoji are not drawn. */
function Flag({ countryCode }: { countryCode: string }) {
  if (flagsDrawn()) {
    return (
      <span className={styles.flag} aria-hidden="true">
        {flagOf(countryCode)}
      </span>
    );
  }
  return (
    <span className={styles.flagText} aria-hidden="true">
      {countryCode.toUpperCase()}
    </span>
  );
}

export interface CountryPickerProps {
  countries: readonly CountryOption[];
  /** Selected country code (ISO alpha-2). */
  value: string;
  onChange: (countryCode: string) => void;
  disabled?: boolean;
}

/**
 * Country dialing-code picker (+code and flag): a button that opens its list on focus; arrow keys
 * move, Enter picks, Escape closes, typing a letter jumps to the first country starting with it.
 */
export function CountryPicker({ countries, value, onChange, disabled = false }: CountryPickerProps) {
  const { t } = useTranslation('forms');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);
  const selected = countries.find((c) => c.countryCode === value) ?? countries[0];

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  function show() {
    window.clearTimeout(closeTimer.current);
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryCode === selected?.countryCode),
      ),
    );
    setOpen(true);
  }
  function pick(index: number) {
    const country = countries[index];
    if (country) onChange(country.countryCode);
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = countries.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(last, i + 1) : Math.max(0, i - 1)));
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      pick(active);
    } else if (/^[a-z]$/i.test(event.key)) {
      const index = countries.findIndex((c) => c.name.toLowerCase().startsWith(event.key.toLowerCase()));
      if (index >= 0) setActive(index);
    }
  }

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('countryCode', { name: selected?.name ?? '', code: selected?.countryDialingCode ?? '' })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        disabled={disabled || countries.length === 0}
        onFocus={show}
        onClick={() => (open ? setOpen(false) : show())}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        onKeyDownCapture={(event) => {
          // in the capture phase, so Escape closes the list and not the dialog around it
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {selected && <Flag countryCode={selected.countryCode} />}
        <span>+{selected?.countryDialingCode ?? ''}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open && (
        <ul ref={list} id={listId} role="listbox" aria-label={t('countryList')} className={styles.list}>
          {countries.map((country, index) => (
            <li
              key={country.countryCode}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={country.countryCode === selected?.countryCode}
              className={[styles.option, index === active ? styles.active : ''].join(' ')}
              // keep focus on the trigger so its blur timer does not race the click
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <Flag countryCode={country.countryCode} />
              <span className={styles.name}>{country.name}</span>
              <span className={styles.dial}>+{country.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
