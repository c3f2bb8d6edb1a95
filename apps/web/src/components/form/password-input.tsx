import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { TextInput, type TextInputProps } from './form-field';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'suffix'>;

/**
 * A password input with a show/hide toggle. Reads the `identity` locale namespace: pages that use
 * it declare that namespace in app/routes.ts.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('identity');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOutline : EyeInvisibleOutline;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className="wh-input-icon"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon aria-hidden="true" />
        </button>
      }
    />
  );
}
