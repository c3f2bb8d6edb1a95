import {
  practiceResetDataSchema,
  practiceStatusDataSchema,
  practiceSwitchBodySchema,
} from '../practice';
import { defineRoutes } from './define';
import { practicePaths } from './practice.paths';

/** The session's book (live or practice) and the practice book's reset; only the caller's own. */
export const practiceRoutes = defineRoutes(practicePaths, {
  practiceStatus: {
    auth: 'user',
    tag: 'practice',
    summary: "The session's active book: live or practice",
    data: practiceStatusDataSchema,
  },
  practiceSwitch: {
    auth: 'user',
    tag: 'practice',
    summary: 'Switch this session to the live or the practice book',
    description:
      'Trading, spot, delivery, balances, money log and transfers of this session then act on that book. ' +
      'The first switch to practice opens the practice book with its starting credit (USD 10,000 in the coin and in the contract account).',
    body: practiceSwitchBodySchema,
    data: practiceStatusDataSchema,
  },
  practiceReset: {
    auth: 'user',
    tag: 'practice',
    summary: 'Reset the practice book to its starting credit',
    description:
      'Closes open practice positions and cancels pending practice orders (contract and spot) at the current quote, then brings every practice balance back to the starting credit by ledger postings. Never touches the live book.',
    data: practiceResetDataSchema,
  },
});
