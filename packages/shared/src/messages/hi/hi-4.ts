/** Hindi for the keys added while finishing issue 15 (decision 020): the saved language, /hi/ addresses, former literals. */
import type { MessageKey } from '../en.ts';

export const hi4 = {
  'language.profileIntro': 'आपके पेज, SMS, ईमेल और दस्तावेज़ इसी भाषा में आते हैं।',
} as const satisfies Partial<Record<MessageKey, string>>;
