/** Trade buying and order tracking (issue 19 items 5 and 6, decision 043): the quick order grid, order again, the progress bar, cancelling with confirmation. */
export const tradeEn = {
  'trade.line.capped': '{reason} {count} added to your cart.',
  'trade.line.atCap': '{reason} Your cart already holds {count}, so none were added.',
  'trade.bulk.done': 'Added to your cart.',
  'trade.bulk.partly': 'Some lines could not be added in full. See each line.',
  'trade.reorder.notMedicine': 'Only a medicine order can be ordered again.',
  'trade.ship.expectedPast': 'The expected delivery day cannot be in the past.',
  'trade.ship.expectedInvalid': 'Choose a date.',
  'trade.ship.trackingUrlInvalid': 'Paste the courier’s tracking link, starting with https://',
} as const;
