import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { PASSWORD_MIN_LENGTH, validateRegistrationForm } from '@waihui/core';
import type { Area, RegisterBody } from '@waihui/contracts';
import { CodeButton } from '@/components/code-button';
import { fieldIssueText, newPasswordIssues, type FieldIssue } from '@/components/field-errors';
import { FormField, TextInput } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { getCaptchaQueryOptions } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { sendCode } from '../api/send-code';
import { AccountTypeTabs } from './account-type-tabs';
import { checkEmail, checkMobile, parseMobileNumber } from './account-rules';
import { CaptchaField, useCaptchaKey } from './captcha-field';
import { CountryField, DialCodePrefix } from './country-field';
import { useIdentityDraft, type AccountType } from './identity-draft';
import { redirectTarget } from './redirect';
import { areaOf, useSelectedArea } from './use-areas';
import './identity.css';

type Field = 'country' | 'account' | 'captcha' | 'code' | 'password' | 'confirm' | 'terms';
/** Field order on screen: the first invalid one gets the focus. */
const FIELDS: readonly Field[] = [
  'country',
  'account',
  'captcha',
  'code',
  'password',
  'confirm',
  'terms',
];
const FIELD_IDS: Record<Field, string> = {
  country: 'register-country',
  account: 'register-account',
  captcha: 'register-captcha',
  code: 'register-code',
  password: 'register-password',
  confirm: 'register-confirm',
  terms: 'register-terms',
};

/** Where the server's reasons belong on this form (its message is shown there too). */
const SERVER_FIELDS: ServerFieldMap<Field | 'inviteCode'> = {
  INVALID_COUNTRY: 'country',
  COUNTRY_BARRED: 'country',
  INVALID_MOBILE: 'account',
  INVALID_EMAIL: 'account',
  ACCOUNT_EXISTS: 'account',
  CAPTCHA_WRONG: 'captcha',
  CODE_FORMAT: 'code',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORDS_DO_NOT_MATCH: 'confirm',
  TERMS_NOT_CHECKED: 'terms',
  INVITE_CODE_INVALID: 'inviteCode',
};

interface Issue {
  issue: FieldIssue;
  /** The barred country's name, for COUNTRY_BARRED. */
  country?: string;
}

/** The country and account checks (also what "send code" needs). */
function accountIssues(
  accountType: AccountType,
  values: { phone: string; email: string },
  country: string | null,
  area: Area | null,
  areas: readonly Area[] | undefined,
): Partial<Record<Field, Issue>> {
  const issues: Partial<Record<Field, Issue>> = {};
  if (country === null) issues.country = { issue: 'COUNTRY_REQUIRED' };
  else if (area?.barred === true) issues.country = { issue: 'COUNTRY_BARRED', country: area.name };
  if (accountType === 'email') {
    const issue = checkEmail(values.email);
    if (issue !== null) issues.account = { issue };
    return issues;
  }
  const issue = checkMobile(values.phone, country);
  if (issue === 'COUNTRY_REQUIRED') issues.country = { issue };
  else if (issue !== null) issues.account = { issue };
  else {
    // A "+1…" number belongs to its own country, which must not be barred either.
    const numberArea = areaOf(areas, parseMobileNumber(values.phone, country)?.country);
    if (numberArea?.barred === true) {
      issues.account = { issue: 'COUNTRY_BARRED', country: numberArea.name };
    }
  }
  return issues;
}

/**
 * Registration by mobile number or e-mail (spec §2, §5): country of residence (selectCountry),
 * account, image code, verification code, password twice, optional invite code and the terms.
 * Every rule that needs no server is checked before any request: "invalid mobile number",
 * "passwords do not match", "terms not checked", barred countries, code and password format.
 */
export function RegisterForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const draft = useIdentityDraft();
  const { accountType, phone, email } = draft;
  const { areas, country, area } = useSelectedArea();
  const captchaKey = useCaptchaKey();
  // An answer typed for an older image (renewed on expiry) no longer counts.
  const values = {
    ...draft.register,
    captcha: draft.register.captchaKey === captchaKey ? draft.register.captcha : '',
  };
  const registerMutation = useRegister();
  const server = useServerFieldError(SERVER_FIELDS);
  /** Fields whose problems are on screen: the account ones after "send code", all after submit. */
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());

  const issues: Partial<Record<Field, Issue>> = {
    ...accountIssues(accountType, { phone, email }, country, area, areas.data),
  };
  if (values.captcha.trim() === '') issues.captcha = { issue: 'CAPTCHA_REQUIRED' };
  const formIssues = validateRegistrationForm({
    password: values.password,
    confirmPassword: values.confirmPassword,
    code: values.code,
    termsAccepted: values.termsAccepted,
  });
  const passwords = newPasswordIssues(
    formIssues.filter((issue) => issue !== 'CODE_FORMAT' && issue !== 'TERMS_NOT_CHECKED'),
    values.password,
  );
  if (passwords.password !== null) issues.password = { issue: passwords.password };
  if (passwords.confirm !== null) issues.confirm = { issue: passwords.confirm };
  if (formIssues.includes('CODE_FORMAT')) issues.code = { issue: 'CODE_FORMAT' };
  if (formIssues.includes('TERMS_NOT_CHECKED')) issues.terms = { issue: 'TERMS_NOT_CHECKED' };

  function errorOf(field: Field | 'inviteCode'): string | null {
    const serverMessage = server.messageFor(field);
    if (serverMessage !== null) return serverMessage;
    if (field === 'inviteCode' || !shown.has(field)) return null;
    const issue = issues[field];
    return issue === undefined ? null : fieldIssueText(t, issue.issue, { country: issue.country });
  }

  function edit(field: Field | 'inviteCode', apply: () => void): void {
    server.clear(field);
    apply();
  }

  function focusFirst(fields: readonly Field[]): void {
    const first = FIELDS.find((field) => fields.includes(field));
    if (first !== undefined) document.getElementById(FIELD_IDS[first])?.focus();
  }

  async function onSendCode(): Promise<number | null> {
    const problems = accountIssues(accountType, { phone, email }, country, area, areas.data);
    const invalid = (['country', 'account'] as const).filter((field) => problems[field]);
    setShown((current) => new Set([...current, 'country', 'account']));
    if (invalid.length > 0) {
      focusFirst(invalid);
      return null;
    }
    const sent = await sendCode(
      'register',
      accountType === 'email'
        ? { channel: 'email', email: email.trim() }
        : { channel: 'sms', phone: phone.trim(), country: country ?? undefined },
    );
    showToast(t('code.sentTo', { destination: sent.destination_masked }), { icon: 'success' });
    document.getElementById(FIELD_IDS.code)?.focus();
    return sent.resend_after_seconds;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (registerMutation.isPending) return;
    setShown(new Set(FIELDS));
    const invalid = FIELDS.filter((field) => issues[field] !== undefined);
    if (invalid.length > 0 || country === null || captchaKey === undefined) {
      focusFirst(invalid);
      return;
    }
    const common = {
      country,
      password: values.password,
      confirm_password: values.confirmPassword,
      code: values.code.trim(),
      invite_code: values.inviteCode.trim(),
      terms_accepted: values.termsAccepted,
      captcha_key: captchaKey,
      captcha: values.captcha.trim(),
    };
    const body: RegisterBody =
      accountType === 'email'
        ? { type: 'email', email: email.trim(), ...common }
        : { type: 'phone', phone: phone.trim(), ...common };
    registerMutation.mutate(body, {
      onSuccess: () => {
        draft.clearSecrets();
        showToast(t('register.success'), { icon: 'success' });
        void navigate(redirectTarget(search), { replace: true });
      },
      onError: (error) => {
        server.show(error);
        // Any check may have used the image code up: show a fresh one.
        draft.setRegister({ captcha: '', captchaKey: null });
        void queryClient.refetchQueries({ queryKey: getCaptchaQueryOptions().queryKey });
      },
    });
  }

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <AccountTypeTabs
        value={accountType}
        onChange={(type) => edit('account', () => draft.setAccountType(type))}
      />
      <CountryField
        id={FIELD_IDS.country}
        area={area}
        country={country}
        error={errorOf('country')}
      />
      {accountType === 'email' ? (
        <FormField id={FIELD_IDS.account} label={t('fields.email')} error={errorOf('account')}>
          <TextInput
            id={FIELD_IDS.account}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('fields.emailPlaceholder')}
            value={email}
            invalid={errorOf('account') !== null}
            onChange={(value) => edit('account', () => draft.setEmail(value))}
          />
        </FormField>
      ) : (
        <FormField id={FIELD_IDS.account} label={t('fields.phone')} error={errorOf('account')}>
          <TextInput
            id={FIELD_IDS.account}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('fields.phonePlaceholder')}
            value={phone}
            invalid={errorOf('account') !== null}
            prefix={<DialCodePrefix area={area} />}
            onChange={(value) => edit('account', () => draft.setPhone(value))}
          />
        </FormField>
      )}
      <CaptchaField
        id={FIELD_IDS.captcha}
        value={values.captcha}
        error={errorOf('captcha')}
        onChange={(captcha) =>
          edit('captcha', () => draft.setRegister({ captcha, captchaKey: captchaKey ?? null }))
        }
      />
      <FormField id={FIELD_IDS.code} label={t('fields.code')} error={errorOf('code')}>
        <TextInput
          id={FIELD_IDS.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('fields.codePlaceholder')}
          value={values.code}
          invalid={errorOf('code') !== null}
          onChange={(code) => edit('code', () => draft.setRegister({ code }))}
          suffix={<CodeButton onSend={onSendCode} />}
        />
      </FormField>
      <FormField id={FIELD_IDS.password} label={t('fields.password')} error={errorOf('password')}>
        <PasswordInput
          id={FIELD_IDS.password}
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          invalid={errorOf('password') !== null}
          onChange={(password) => edit('password', () => draft.setRegister({ password }))}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.confirm}
        label={t('fields.confirmPassword')}
        error={errorOf('confirm')}
      >
        <PasswordInput
          id={FIELD_IDS.confirm}
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          value={values.confirmPassword}
          invalid={errorOf('confirm') !== null}
          onChange={(confirmPassword) =>
            edit('confirm', () => draft.setRegister({ confirmPassword }))
          }
        />
      </FormField>
      <FormField id="register-invite" label={t('fields.inviteCode')} error={errorOf('inviteCode')}>
        <TextInput
          id="register-invite"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder={t('fields.inviteCodePlaceholder')}
          value={values.inviteCode}
          invalid={errorOf('inviteCode') !== null}
          onChange={(inviteCode) => edit('inviteCode', () => draft.setRegister({ inviteCode }))}
        />
      </FormField>
      <div className="wh-terms" data-invalid={errorOf('terms') === null ? undefined : 'true'}>
        <input
          id={FIELD_IDS.terms}
          type="checkbox"
          className="wh-checkbox"
          checked={values.termsAccepted}
          aria-invalid={errorOf('terms') !== null || undefined}
          aria-describedby={errorOf('terms') === null ? undefined : `${FIELD_IDS.terms}-error`}
          onChange={(event) =>
            edit('terms', () => draft.setRegister({ termsAccepted: event.target.checked }))
          }
        />
        <label htmlFor={FIELD_IDS.terms} className="wh-terms__label">
          <Trans
            t={t}
            i18nKey="terms.agree"
            components={{ terms: <Link to={PATHS.serviceTerms} className="wh-link" /> }}
          />
        </label>
      </div>
      {errorOf('terms') !== null && (
        <p className="wh-field__error" id={`${FIELD_IDS.terms}-error`} role="alert">
          {errorOf('terms')}
        </p>
      )}
      <div className="wh-form-actions">
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={registerMutation.isPending}
        >
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
