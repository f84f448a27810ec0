import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

/** Variants and sizes are declared here once. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square button holding only an icon; needs an aria-label. */
  iconOnly?: boolean;
  block?: boolean;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  iconOnly = false,
  block = false,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    styles[size],
    iconOnly ? styles.iconOnly : '',
    block ? styles.block : '',
    className ?? '',
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}

/** Same look, for links styled as buttons (pass the Link or <a> as a render prop via className). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return [styles.button, styles[variant], styles[size]].join(' ');
}
