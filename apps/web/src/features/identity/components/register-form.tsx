import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isVerificationCode } from '@waihui/core';
import type { Area, RegisterBody } from '@waihui/contracts';
import { CheckboxField, CodeField, NewPasswordFields, TextField } from '@/components/form/fields';
import { newPasswordIssues } from '@/components/form/new-password';
import { useCodeSender } from '@/components/form/send-code';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm, type FieldIssue } from '@/components/form/use-form';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { getCaptchaQueryOptions } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { sendCode } from '../api/send-code';
import { AccountFields } from './account-fields';
import { checkEmail, checkMobile, parseMobileNumber } from './account-rules';
import { CaptchaField, useCaptchaKey } from './captcha-field';
import { CountryField } from './country-field';
import { useIdentityDraft, type AccountType } from './identity-draft';
import { redirectTarget } from './redirect';
import { areaOf, useSelectedArea } from './use-areas';
import './identity.css';

type Field =
  | 'country'
  | 'account'
  | 'captcha'
  | 'code'
  | 'password'
  | 'confirmPassword'
  | 'inviteCode'
  | 'termsAccepted';
/** Field order on screen: the first invalid one gets the focus. */
const FIELDS: readonly Field[] = [
  'country',
  'account',
  'captcha',
  'code',
  'password',
  'confirmPassword',
  'inviteCode',
  'termsAccepted',
];

/** The country and account checks (also what "send code" needs). */
function accountIssues(
  accountType: AccountType,
  values: { phone: string; email: string },
  country: string | null,
  area: Area | null,
  areas: readonly Area[] | undefined,
): Partial<Record<Field, FieldIssue>> {
  const issues: Partial<Record<Field, FieldIssue>> = {};
  if (country === null) issues.country = 'INVALID_COUNTRY';
  else if (area?.barred === true) {
    issues.country = { code: 'COUNTRY_BARRED', params: { country: area.name } };
  }
  if (accountType === 'email') {
    const issue = checkEmail(values.email);
    if (issue !== null) issues.account = issue;
    return issues;
  }
  const issue = checkMobile(values.phone, country);
  if (issue === 'INVALID_COUNTRY') issues.country = issue;
  else if (issue !== null) issues.account = issue;
  else {
    // A "+1…" number belongs to its own country, which must not be barred either.
    const numberArea = areaOf(areas, parseMobileNumber(values.phone, country)?.country);
    if (numberArea?.barred === true) {
      issues.account = { code: 'COUNTRY_BARRED', params: { country: numberArea.name } };
    }
  }
  return issues;
}

/**
 * Registration by mobile number or e-mail (product.md §2.4, §5.2): country of residence (selectCountry),
 * account, image code, verification code, password twice, optional invite code and the terms.
 * Every rule that needs no server is checked before any request: "invalid mobile number",
 * "passwords do not match", "terms not checked", barred countries, code and password format,
 * each worded by the message catalogue the server answers from.
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

  const form = useForm(
    { name: 'register', fields: FIELDS },
    {
      ...accountIssues(accountType, { phone, email }, country, area, areas.data),
      captcha: values.captcha.trim() === '' ? 'CAPTCHA_REQUIRED' : null,
      code: isVerificationCode(values.code.trim()) ? null : 'CODE_FORMAT',
      ...newPasswordIssues(values.password, values.confirmPassword),
      termsAccepted: values.termsAccepted ? null : 'TERMS_NOT_CHECKED',
    },
  );
  // Any check uses the image code up: clear the answer and show a fresh image.
  const renewCaptcha = () => {
    draft.setRegister({ captcha: '', captchaKey: null });
    void queryClient.refetchQueries({ queryKey: getCaptchaQueryOptions().queryKey });
  };
  const onSendCode = useCodeSender(
    form,
    {
      // An SMS needs the image code first (it is used up: a fresh one is typed for the form).
      needs: accountType === 'email' ? ['country', 'account'] : ['country', 'account', 'captcha'],
      code: 'code',
    },
    () => {
      if (accountType === 'email')
        return sendCode('register', { channel: 'email', email: email.trim() });
      const solution =
        captchaKey === undefined
          ? undefined
          : { captcha_key: captchaKey, captcha: values.captcha.trim() };
      return sendCode(
        'register',
        { channel: 'sms', phone: phone.trim(), country: country ?? undefined },
        solution,
      ).finally(renewCaptcha);
    },
  );

  const onSubmit = form.onSubmit(async () => {
    if (country === null || captchaKey === undefined) return;
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
    try {
      await registerMutation.mutateAsync(body);
    } catch (error) {
      renewCaptcha();
      throw error;
    }
    draft.clearSecrets();
    showToast(t('register.success'), { icon: 'success' });
    void navigate(redirectTarget(search), { replace: true });
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <AccountFields
        field={form.field('account')}
        area={area}
        autoComplete={{ email: 'email', phone: 'tel-national' }}
      >
        <CountryField
          id={form.id('country')}
          area={area}
          country={country}
          error={form.error('country')}
        />
      </AccountFields>
      <CaptchaField
        field={form.field('captcha')}
        value={values.captcha}
        onChange={(captcha) => draft.setRegister({ captcha, captchaKey: captchaKey ?? null })}
      />
      <CodeField
        field={form.field('code')}
        value={values.code}
        onChange={(code) => draft.setRegister({ code })}
        onSend={onSendCode}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: t('fields.password'), confirmPassword: t('fields.confirmPassword') }}
        values={{ password: values.password, confirmPassword: values.confirmPassword }}
        onChange={(which, value) =>
          draft.setRegister(which === 'password' ? { password: value } : { confirmPassword: value })
        }
      />
      <TextField
        field={form.field('inviteCode')}
        label={t('fields.inviteCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        placeholder={t('fields.inviteCodePlaceholder')}
        value={values.inviteCode}
        onChange={(inviteCode) => draft.setRegister({ inviteCode })}
      />
      <CheckboxField
        field={form.field('termsAccepted')}
        checked={values.termsAccepted}
        onChange={(termsAccepted) => draft.setRegister({ termsAccepted })}
        label={
          <Trans
            t={t}
            i18nKey="terms.agree"
            components={{ terms: <Link to={PATHS.serviceTerms} className="wh-link" /> }}
          />
        }
      />
      <SubmitButton form={form} label={t('register.submit')} />
    </form>
  );
}
