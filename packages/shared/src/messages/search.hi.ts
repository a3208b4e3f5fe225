import type { searchEn } from './search.en.ts';

export const searchHi = {
  'search.didYouMean.prefix': 'क्या आपका मतलब था',
  'search.didYouMean.shown': '“{query}” और “{fix}” के नतीजे दिखाए जा रहे हैं।',
} as const satisfies Record<keyof typeof searchEn, string>;
