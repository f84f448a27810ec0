import styles from './segments.module.css';

/**
 * A row of radio buttons drawn as segments: the period choices of the record pages, an agent's
 * status filters. A named group (its legend, hidden) of native radios, so arrow keys move the choice.
 */
export function Segments<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
}) {
  return (
    <fieldset className={styles.segments}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.segment}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
