import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BankcardOutline,
  BillOutline,
  ChatCheckOutline,
  CheckShieldOutline,
  ContentOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  PayCircleOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  ReceivePaymentOutline,
  RightOutline,
  SoundOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { PageId } from '@/lib/paths';
import { PATHS } from '@/lib/paths';
import '@/components/menu.css';

export interface MenuEntry {
  id: PageId;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Shown at the right, e.g. the verification status or the current language. */
  extra?: ReactNode;
}

type Group = 'account' | 'funds' | 'support';

/** The menu of product.md §2.4, in three groups; labels are the pages' own titles. */
export const MENU: readonly { group: Group; entries: readonly MenuEntry[] }[] = [
  {
    group: 'account',
    entries: [
      { id: 'identityVerification', Icon: UserContactOutline },
      { id: 'security', Icon: CheckShieldOutline },
      { id: 'changePassword', Icon: LockOutline },
      { id: 'bindBank', Icon: BankcardOutline },
      { id: 'bindUSDT', Icon: PayCircleOutline },
    ],
  },
  {
    group: 'funds',
    entries: [
      { id: 'deposit', Icon: ReceivePaymentOutline },
      { id: 'withdraw', Icon: BillOutline },
      { id: 'fundingRecords', Icon: UnorderedListOutline },
      { id: 'moneyLog', Icon: ContentOutline },
    ],
  },
  {
    group: 'support',
    entries: [
      { id: 'notices', Icon: SoundOutline },
      { id: 'helpCenter', Icon: QuestionCircleOutline },
      { id: 'issue', Icon: ChatCheckOutline },
      { id: 'contactUs', Icon: PhonebookOutline },
      { id: 'aboutUs', Icon: InformationCircleOutline },
      { id: 'serviceTerms', Icon: FileOutline },
      { id: 'language', Icon: GlobalOutline },
    ],
  },
];

export interface MeMenuProps {
  /** Extra text per page, e.g. `{ language: 'English' }`. */
  extras?: Partial<Record<PageId, ReactNode>>;
}

/**
 * The "me" page menu: links to the account, funds and support pages, in titled sections (not
 * `<nav>`: the tab bar is the app's navigation landmark).
 */
export function MeMenu({ extras = {} }: MeMenuProps) {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation();
  return (
    <>
      {MENU.map(({ group, entries }) => (
        <section key={group} className="wh-menu" aria-labelledby={`wh-menu-${group}`}>
          <h2 id={`wh-menu-${group}`} className="wh-menu__title">
            {t(`me.groups.${group}`)}
          </h2>
          <ul className="wh-menu__list">
            {entries.map(({ id, Icon }) => (
              <li key={id}>
                <Link to={PATHS[id]} className="wh-menu__item">
                  <Icon className="wh-menu__icon" aria-hidden="true" />
                  <span className="wh-menu__label">{tc(`titles.${id}`)}</span>
                  {extras[id] !== undefined && <span className="wh-menu__extra">{extras[id]}</span>}
                  <RightOutline className="wh-menu__arrow" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
