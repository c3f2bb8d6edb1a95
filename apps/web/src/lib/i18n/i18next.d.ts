import 'i18next';
import type common from '../../locales/en/common.json';
import type identity from '../../locales/en/identity.json';
import type market from '../../locales/en/market.json';
import type assets from '../../locales/en/assets.json';
import type trade from '../../locales/en/trade.json';
import type positions from '../../locales/en/positions.json';
import type content from '../../locales/en/content.json';
import type verification from '../../locales/en/verification.json';
import type delivery from '../../locales/en/delivery.json';
import type spot from '../../locales/en/spot.json';
import type funding from '../../locales/en/funding.json';
import type backoffice from '../../locales/en/backoffice.json';
import type messages from '@waihui/contracts/messages/en.json';

/** Keys are type-checked against the English files: a missing key is a compile error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      identity: typeof identity;
      market: typeof market;
      assets: typeof assets;
      trade: typeof trade;
      positions: typeof positions;
      content: typeof content;
      verification: typeof verification;
      delivery: typeof delivery;
      spot: typeof spot;
      funding: typeof funding;
      backoffice: typeof backoffice;
      messages: typeof messages;
    };
  }
}
