import type { Language } from '@waihui/contracts';
import de from '@waihui/contracts/messages/de.json' with { type: 'json' };
import en from '@waihui/contracts/messages/en.json' with { type: 'json' };
import fr from '@waihui/contracts/messages/fr.json' with { type: 'json' };
import ja from '@waihui/contracts/messages/ja.json' with { type: 'json' };
import ko from '@waihui/contracts/messages/ko.json' with { type: 'json' };
import zhCN from '@waihui/contracts/messages/zh-CN.json' with { type: 'json' };
import zhHK from '@waihui/contracts/messages/zh-HK.json' with { type: 'json' };

const catalogues = { en, de, fr, ja, ko, 'zh-CN': zhCN, 'zh-HK': zhHK };

/**
 * The rule messages (every `data.reason`) in each language, read straight from the contracts'
 * catalogues the web shows, not through the server's i18n: what a refusal's `msg` must say.
 */
export const RULE_MESSAGES: Record<Language, Record<string, string>> = catalogues;
