/** The back office's order sheet as a list (issue 18 part 8): its search and its export's columns. */
import type { officeOrderListEn } from './order-list.en.ts';

export const officeOrderListHi = {
  'office.orders.search': 'ऑर्डर नंबर, खरीदार का मोबाइल या नाम',
  'office.orders.placedAt': 'ऑर्डर का समय',
  'office.orders.mobile': 'खरीदार का मोबाइल',
  'office.orders.buyerType': 'खरीदार का प्रकार',
} satisfies Record<keyof typeof officeOrderListEn, string>;
