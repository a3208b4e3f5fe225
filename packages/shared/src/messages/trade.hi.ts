/** Trade buying and order tracking (issue 19 items 5 and 6, decision 043). */
import type { tradeEn } from './trade.en.ts';

export const tradeHi = {
  'trade.line.capped': '{reason} {count} आपके कार्ट में जोड़े गए।',
  'trade.line.atCap': '{reason} आपके कार्ट में पहले से {count} हैं, इसलिए कुछ नहीं जोड़ा गया।',
  'trade.bulk.done': 'आपके कार्ट में जोड़ दिया गया।',
  'trade.bulk.partly': 'कुछ लाइनें पूरी नहीं जोड़ी जा सकीं। हर लाइन देखें।',
  'trade.reorder.notMedicine': 'केवल दवाओं का ऑर्डर ही दोबारा किया जा सकता है।',
  'trade.ship.expectedPast': 'डिलीवरी की अपेक्षित तारीख बीते दिन की नहीं हो सकती।',
  'trade.ship.expectedInvalid': 'तारीख चुनें।',
  'trade.ship.trackingUrlInvalid': 'कूरियर का ट्रैकिंग लिंक डालें, जो https:// से शुरू हो',
} satisfies Record<keyof typeof tradeEn, string>;
