/** The cart's own messages (issue 19: guest cart, typed quantities, the verify modal on add to cart). */
export const cartEn = {
  'cart.guest.note': 'Your cart is kept on this device. Log in or create an account to check out: these items move to your account’s cart.',
  'cart.guest.login': 'Log in to check out',
  'cart.guest.signUp': 'Create an account',
  'cart.qty.update': 'Update',
  'cart.qty.updateLabel': 'Update the quantity of {name}',
  'cart.qty.cap': 'Up to {max}',
  'cart.verify.note': 'Your profile is not verified yet. Verify it to check out.',
  'cart.verify.open': 'Verify profile',
  'verification.modal.chemistTitle': 'Re-verification needed to order',
  'verification.modal.chemistText': 'Chemists can order medicines once their drug licence and GST or PAN document have been re-verified. Upload your current documents and we will review them.',
} as const;
