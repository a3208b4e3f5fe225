/** The back office's order sheet as a list (issue 18 part 8): its search and its export's columns. */
export const officeOrderListEn = {
  'office.orders.search': 'Order number, buyer mobile or name',
  'office.orders.placedAt': 'Placed at',
  'office.orders.mobile': 'Buyer mobile',
  'office.orders.buyerType': 'Buyer type',
} as const;
