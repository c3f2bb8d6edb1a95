import type { SeedTexts } from './catalogue';

/** Seed content in English, the source the other languages translate. */
export const en: SeedTexts = {
  articles: {
    welcome: {
      title: 'Welcome to Waihui',
      summary: 'What you can do here, and what to read before you trade with leverage.',
      body: `Waihui lets you follow markets in crypto, forex, ETFs, futures and commodities, hold a coin (spot) account and a contract account, and trade contracts with leverage.

Before your first trade, please read:

- [What margin is](#/pages/wode/helpCenter) and how leverage changes your risk
- The [terms of service](#/pages/wode/serviceTerms), including the risk warning

Trading with leverage can lose you money quickly, including all the money in your contract account. Only trade with money you can afford to lose.`,
    },
    'account-safety': {
      title: 'Keep your account safe',
      summary: 'We never ask for your password or verification codes. Never share them.',
      body: `- Nobody from Waihui will ever ask you for your login password, your fund password or a verification code, by phone, message or e-mail.
- A verification code is only for you to type into this app. If someone asks for it, they are trying to take over your account.
- Use a password you do not use anywhere else, and set a separate fund password under **My account → Security**.
- If you think someone else knows your password, change it at once under **My account → Change password**.`,
    },
    'demo-mode': {
      title: 'About demo mode',
      summary: 'When the "Demo" label shows, balances are practice money and cannot be withdrawn.',
      body: `An installation of Waihui can run in demo mode. You can tell by the **Demo** label next to the page title.

In demo mode:

- your account is credited with practice funds that are not real money and cannot be withdrawn;
- verification codes are not sent: the demo shows them on its own inbox page;
- prices may come from a simulated feed and need not match any real market.

Results in demo mode say nothing about what you would gain or lose with real money.`,
    },
    'contract-trading': {
      title: 'Contract trading with take-profit and stop-loss',
      summary:
        'Open long or short positions with leverage, and set the prices at which they close on their own.',
      body: `On the **Contract** tab you can open a long position (you gain if the price rises) or a short position (you gain if it falls), at market or at a limit price.

You can attach a take-profit and a stop-loss price when you open a position, or set them later on the positions page. When the price reaches one of them, the position is closed at the market price of that moment.

Every fill, take-profit, stop-loss and stop-out is recorded with the quote that caused it, and every balance change is a ledger entry you can see in your account records.

Read [how margin and leverage work](#/pages/wode/helpCenter) before you trade.`,
    },
    'five-markets': {
      title: 'Five markets in one list',
      summary: 'Crypto, forex, ETFs, futures and commodities with live quotes and charts.',
      body: `The **Markets** tab lists instruments in five categories: crypto, forex, ETFs, futures and commodities. Each shows its bid and ask, the change since yesterday's close, and today's high and low.

Tap an instrument to open its candlestick chart. Log in to keep a watchlist of the instruments you follow.

Quotes stream live while the app is open. If the connection drops, the app refreshes prices every few seconds and says so at the top of the screen.`,
    },
    'seven-languages': {
      title: 'Waihui in seven languages',
      summary:
        'English, German, French, Japanese, Korean and Chinese (simplified and traditional).',
      body: `You can use the app in English, Deutsch, Français, 日本語, 한국어, 简体中文 and 繁體中文 (香港).

Change the language under **My account → Language**. Articles, help and messages from the server follow your choice. Where an article has not been translated yet, it is shown in English and marked as such.`,
    },
    'help-verify-identity': {
      title: 'How do I verify my identity?',
      summary: 'Withdrawals need a completed identity verification.',
      body: `Go to **My account → Identity verification** and fill in:

1. your country or region, your name as on your document, gender and date of birth;
2. the type of document (ID card, passport, driver's license or health insurance card) and its number;
3. photos of the front and back of the document.

After you submit, the status is **under review**. It then becomes **verified**, or **not approved** with the reason; in that case you can correct the details and submit again.

Withdrawals are only possible once your identity is verified.`,
    },
    'help-passwords': {
      title: 'What are the login password and the fund password?',
      summary: 'Two separate passwords: one to log in, one to confirm withdrawals.',
      body: `- The **login password** opens your account. It has at least 6 characters. Change it under **My account → Change password**; if you forgot it, use **Forgot password** on the login page and confirm with a code sent to your e-mail or phone.
- The **fund password** confirms money leaving your account, such as a withdrawal. Set it under **My account → Security**. Choose one that differs from your login password.

Nobody from Waihui will ever ask you for either password.`,
    },
    'help-deposit': {
      title: 'How do I deposit?',
      summary: 'Open Deposit from the home page and follow the instructions shown for your method.',
      body: `Open **Home → Deposit**. The page shows the deposit methods this platform accepts and the details to send your payment to.

- Deposits are credited to your account in US dollars once the payment has been received and confirmed.
- How long that takes depends on the method and on your bank or network.
- Only send money from an account in your own name.

In demo mode no real deposits are possible.`,
    },
    'help-withdraw': {
      title: 'How do I withdraw?',
      summary:
        'To a bank card or a USDT address, after identity verification; the fee is deducted from the amount.',
      body: `Before you can withdraw, [verify your identity](#/pages/wode/shiMingRenZheng) and set a fund password.

1. Open **My account → Withdraw** and choose a bank card or a USDT (digital wallet) address. Add one first if you have none.
2. Enter the amount and confirm with your fund password.

The withdrawal fee is deducted from the amount, so the amount must be greater than the fee, and you can only withdraw what is available (not what is held as margin). Funds are settled from a US dollar account; when the money arrives depends on your bank or the network.

Withdrawals may be subject to published daily limits.`,
    },
    'help-transfer': {
      title: 'How do I move money between my accounts?',
      summary: 'Transfer between your coin (spot) account and your contract account under Assets.',
      body: `You have two accounts: the **coin account** (spot) and the **contract account**, which holds the margin for contract trading.

Open **Assets → Transfer**, choose the account to transfer from and the currency, and enter the quantity. It cannot be below zero or more than the available balance. The transfer happens at once and both sides appear in your account records.`,
    },
    'help-margin': {
      title: 'What is margin?',
      summary:
        'The part of a position’s value you put up yourself; it is held while the position is open.',
      body: `When you open a contract position, you do not pay its full value. You put up a part of it, the **margin**, which is held from your contract account while the position is open.

**Margin = position value ÷ leverage.** The position value (notional) is lots × contract size × price.

Example, with round numbers for illustration only: 1 lot of an instrument with a contract size of 0.01 BTC, at a price of 60,000 USD, is worth 0.01 × 60,000 = 600 USD. At 10x leverage the margin is 600 ÷ 10 = **60 USD**.

A fee is charged on the position value when you open and again when you close. Your profit or loss is calculated on the full position value, not on the margin.`,
    },
    'help-leverage': {
      title: 'What is leverage, and what is the risk?',
      summary:
        'Leverage multiplies gains and losses alike. A small price move can cost you your whole margin.',
      body: `Leverage lets you hold a position worth more than the margin you put up. At 10x, 60 USD of margin holds a position worth 600 USD.

Leverage multiplies your losses exactly as much as your gains. In the example above, a price move of 1% against you is a loss of 6 USD, which is 10% of your margin; a move of 10% against you loses the whole margin.

- The higher the leverage, the smaller the price move that wipes out your margin.
- The maximum leverage depends on the instrument and may be lower under stricter rules.
- Prices can move fast, and a position can be closed at a worse price than the one you set.

Only trade with money you can afford to lose.`,
    },
    'help-stop-out': {
      title: 'What are margin level, margin call and stop-out?',
      summary:
        'When your equity falls too low against your margin, positions are closed to stop further losses.',
      body: `Your contract account's **equity** is its balance plus the floating profit or loss of your open positions. The **margin level** is equity ÷ margin in use × 100%.

- At a margin level of **100%** or less, you get a **margin call** warning: add funds or reduce your positions.
- At the **stop-out level** (50% by default; the platform's published setting applies), pending orders are cancelled first, then the position with the largest loss is closed, one at a time, until the margin level is back above the stop-out level.

Your balance never goes below zero: if a stop-out closes at a price that would leave it negative, the platform absorbs the shortfall and records it in the ledger.`,
    },
    'help-take-profit-stop-loss': {
      title: 'How do take-profit and stop-loss work?',
      summary: 'Prices at which a position closes by itself, to secure a gain or limit a loss.',
      body: `- **Take-profit**: the position closes when the price reaches a level in your favour.
- **Stop-loss**: the position closes when the price reaches a level against you.

For a **long** position, the take-profit may not be below the open price or the current price, and the stop-loss may not be above either. For a **short** position it is the other way round.

A long position's take-profit and stop-loss are checked against the bid price, a short position's against the ask price. The position is closed at the market price when the level is reached, which in a fast market can be worse than the level you set.`,
    },
    'help-delivery-contracts': {
      title: 'What are delivery (fixed-time) contracts?',
      summary:
        'You predict whether a price will be higher or lower after a fixed time. If you are wrong, you lose your whole stake.',
      body: `Where the platform offers them, a delivery contract is a prediction that a price will be higher or lower after a fixed period.

- The opening price is the mid price when you place it; the settlement price is the mid price of the first quote at or after the end of the period.
- If you are right, you receive your stake plus the payout rate shown before you confirm. If you are wrong, you lose **the whole stake**. If the price is unchanged, your stake is refunded.

Example with illustrative numbers: a stake of 100 USD at a payout rate of 80% returns 180 USD if you are right, 0 USD if you are wrong, and 100 USD if the price is unchanged.

Delivery contracts are high risk. They may not be offered at all under stricter rules.`,
    },
    'service-terms': {
      title: 'Terms of service',
      summary: 'The rules for using Waihui, who may use it, and the risks of trading.',
      body: `## Who may use Waihui

You must be of legal age where you live and use the service for yourself. Residents of the countries and regions listed below these terms cannot open an account. Give true details when you register and verify your identity.

## Your account

- Keep your passwords and verification codes to yourself. You are responsible for what is done with your account.
- We may suspend or close an account that breaks these terms or the law.
- We may set daily limits on trading and withdrawals; the limits in force are published in the app.
- An account that has not been logged into for one year may be cancelled.

## Orders

An order can be cancelled or changed until it has been filled. Once filled, a trade stands. Trades are made at the bid and ask prices of the platform's price feed, and the platform is the counterparty to your trades.

## Risk warning

- **Leverage**: contract trading uses leverage. Losses are calculated on the full position value, so a small price move can cost you your whole margin. Positions may be closed automatically at the stop-out level.
- **Delivery contracts**: in a fixed-time contract you lose your whole stake if your prediction is wrong.
- Prices of digital assets, currencies and commodities can change quickly and without warning.
- Nothing in this app is investment advice or a promise of returns. Past prices do not predict future prices.

Only trade with money you can afford to lose.`,
    },
    'about-us': {
      title: 'About us',
      summary: 'What Waihui is and how it works.',
      body: `Waihui is a trading app for retail users: markets in crypto, forex, ETFs, futures and commodities, a coin account and a contract account, and contract trading with leverage.

## How it works

The platform acts as a broker: you trade at the bid and ask prices of its price feed, and the platform is the counterparty to your trades.

## What we hold ourselves to

- Every change to your balance is a double-entry ledger posting that you can see in your account records.
- Every fill, take-profit, stop-loss and stop-out records the quote that caused it.
- Withdrawals are subject only to the rules you can read in the app.
- Risks are stated plainly. We make no promises of returns.

Questions? See [Contact us](#/pages/wode/contactUs).`,
    },
  },
  banners: {
    'banner-welcome': { title: 'Welcome to Waihui: start here' },
    'banner-leverage': { title: 'Leverage multiplies losses too: read this first' },
    'banner-margin': { title: 'Margin explained, with an example' },
  },
};
