import { useFormContext } from 'react-hook-form';
import { SendCodeButton } from '../send-code/send-code-button.tsx';
import { TextInput, type TextInputProps } from './fields.tsx';

export interface SendCodeFieldProps extends Omit<TextInputProps, 'trailing'> {
  /**
   * Sends the code (SMS or e-mail); resolves to the server's expirationTime (epoch ms), or null for
   * the default wait. A rejection leaves the button enabled: the caller shows why.
   */
  onSend: () => Promise<number | null | undefined>;
  /** The form field the code goes to (the mobile number): it must pass its check before a send. */
  target?: string;
}

/**
 * The code input with its send button: the button checks the target field, sends, counts down to
 * the next allowed send, and moves the focus to the code input. Inside a Form.
 */
export function SendCodeField({ onSend, target, registration, ...field }: SendCodeFieldProps) {
  // null outside a FormProvider: then there is nothing to check first and nothing to focus
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;

  async function send() {
    if (target && form && !(await form.trigger(target, { shouldFocus: true }))) {
      throw new Error(`${target} does not pass its check`);
    }
    const expiration = await onSend();
    form?.setFocus(registration.name);
    return expiration;
  }

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      {...field}
      registration={registration}
      trailing={<SendCodeButton onSend={send} />}
    />
  );
}
