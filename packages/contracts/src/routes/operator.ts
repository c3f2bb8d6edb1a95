/*
 * Who opens an operator route (`auth` of the operator route tables, routes/<module>.operator.ts) and
 * the words every audited one adds to its description. Roles: routes/define.ts OPERATOR_ROLES.
 */

/** Any operator, whatever their roles. */
export const ANY_OPERATOR = { roles: ['support', 'compliance', 'finance', 'admin'] } as const;
/** Users and feedback. */
export const SUPPORT = { roles: ['support', 'admin'] } as const;
/** Content, settings, operators. */
export const ADMIN = { roles: ['admin'] } as const;
/** Identity reviews. */
export const COMPLIANCE = { roles: ['compliance'] } as const;
/** Deposits and withdrawals. */
export const FINANCE = { roles: ['finance'] } as const;

export const AUDITED =
  'Written to the audit log (who, when, before, after, IP) in the same transaction.';
