import { create } from 'zustand';

export type AccountType = 'phone' | 'email';

/** What the register form holds besides the account fields. */
export interface RegisterDraft {
  password: string;
  confirmPassword: string;
  code: string;
  inviteCode: string;
  termsAccepted: boolean;
  captcha: string;
  /** The captcha image the answer was typed for; another image makes the answer void. */
  captchaKey: string | null;
}

export const EMPTY_REGISTER_DRAFT: RegisterDraft = {
  password: '',
  confirmPassword: '',
  code: '',
  inviteCode: '',
  termsAccepted: false,
  captcha: '',
  captchaKey: null,
};

export interface IdentityDraft {
  accountType: AccountType;
  /** ISO code chosen on selectCountry (residence, and the calling code of a mobile number). */
  country: string | null;
  phone: string;
  email: string;
  register: RegisterDraft;
  /** Step 1 → step 2 of "forgot password"; kept in memory only, never in the URL or storage. */
  resetToken: string | null;
}

interface IdentityDraftActions {
  setAccountType: (accountType: AccountType) => void;
  setCountry: (country: string) => void;
  setPhone: (phone: string) => void;
  setEmail: (email: string) => void;
  setRegister: (patch: Partial<RegisterDraft>) => void;
  setResetToken: (token: string | null) => void;
  /** After a registration, login or reset: forget passwords, codes and the reset token. */
  clearSecrets: () => void;
}

const INITIAL: IdentityDraft = {
  accountType: 'email',
  country: null,
  phone: '',
  email: '',
  register: EMPTY_REGISTER_DRAFT,
  resetToken: null,
};

/**
 * What the login, register and forgot-password forms hold while the visitor goes to selectCountry
 * and back (a separate page, so the forms unmount). In memory only: passwords and the reset token
 * must not reach local storage, and a reload may well forget them.
 */
export const useIdentityDraft = create<IdentityDraft & IdentityDraftActions>()((set) => ({
  ...INITIAL,
  setAccountType: (accountType) => set({ accountType }),
  setCountry: (country) => set({ country }),
  setPhone: (phone) => set({ phone }),
  setEmail: (email) => set({ email }),
  setRegister: (patch) => set((state) => ({ register: { ...state.register, ...patch } })),
  setResetToken: (resetToken) => set({ resetToken }),
  clearSecrets: () => set({ register: EMPTY_REGISTER_DRAFT, resetToken: null }),
}));

/** Tests: back to the initial state. */
export function resetIdentityDraft(): void {
  useIdentityDraft.setState(INITIAL);
}
