/** The cancellation policy page (apps/web/app/routes/company/cancellation-policy.tsx). Fragments around links and bold words keep their spaces. */
export const cancellationPolicyEn = {
  'legal.cancellationPolicy.title': 'Cancellation policy',
  'legal.cancellationPolicy.description':
    'How to cancel a medicine order or an appointment on {name}, the time limits for cancelling and rescheduling, and how refunds are paid.',
  'legal.cancellationPolicy.lead': 'How to cancel a medicine order or an appointment, and what happens to your money.',
  'legal.cancellationPolicy.hour': '{count} hour',
  'legal.cancellationPolicy.hours': '{count} hours',
  'legal.cancellationPolicy.short.title': 'In short',
  'legal.cancellationPolicy.short.order': 'You can cancel a medicine order any time until it is shipped.',
  'legal.cancellationPolicy.short.appointment':
    'You can cancel an appointment for a full refund up to {cancelHours} before it starts, and reschedule it up to {rescheduleHours} before.',
  'legal.cancellationPolicy.short.refund': 'Refunds go back to the way you paid, or to nirog money if you prefer.',

  'legal.cancellationPolicy.orders.title': '1. Medicine orders',
  'legal.cancellationPolicy.orders.before.title': 'Cancelling before shipping',
  'legal.cancellationPolicy.orders.before.a': 'You can cancel a whole order, or some items in it, at any time before it is shipped. Open ',
  'legal.cancellationPolicy.orders.before.myOrders': 'My orders',
  'legal.cancellationPolicy.orders.before.b': ', choose the order and tap ',
  'legal.cancellationPolicy.orders.before.cancel': 'Cancel',
  'legal.cancellationPolicy.orders.before.c': '. Once an order is cancelled it cannot be restored; place a new order instead.',
  'legal.cancellationPolicy.orders.after.title': 'After shipping',
  'legal.cancellationPolicy.orders.after.a':
    'Once an order has been shipped it can no longer be cancelled. You can refuse the parcel when it arrives, or return it after delivery under our ',
  'legal.cancellationPolicy.orders.after.link': 'refunds and returns policy',
  'legal.cancellationPolicy.orders.after.b': '. If you refuse a prepaid order at the door, we refund it once the parcel is back with us.',
  'legal.cancellationPolicy.orders.practitioner.title': 'Orders placed by your practitioner',
  'legal.cancellationPolicy.orders.practitioner.text':
    'If your doctor ordered medicines for you through Nirog Partner, you or your doctor can ask us to cancel the order before it is shipped. The practitioner’s payout for a cancelled order is reversed.',
  'legal.cancellationPolicy.orders.trade.title': 'Trade orders',
  'legal.cancellationPolicy.orders.trade.text':
    'Practitioners and trade buyers can cancel an order before it is shipped in the same way. For postpaid (NEFT) orders, the cancelled amount is removed from your outstanding balance; if you have already paid, we refund it or adjust it against your next invoice, as you choose.',
  'legal.cancellationPolicy.orders.ours.title': 'When we cancel an order',
  'legal.cancellationPolicy.orders.ours.intro': 'We may have to cancel an order, in full or in part, if:',
  'legal.cancellationPolicy.orders.ours.stock': 'a medicine is out of stock or has been withdrawn by the manufacturer;',
  'legal.cancellationPolicy.orders.ours.pinCode': 'we cannot deliver to your pin code;',
  'legal.cancellationPolicy.orders.ours.wrong': 'a price or product detail on the platform was clearly wrong;',
  'legal.cancellationPolicy.orders.ours.trade': 'a trade account is not verified, or the GST details do not match;',
  'legal.cancellationPolicy.orders.ours.fraud': 'we suspect fraud or misuse of coupons or nirog money.',
  'legal.cancellationPolicy.orders.ours.notice': 'We will tell you by SMS or e-mail and refund anything you paid in full.',

  'legal.cancellationPolicy.appointments.title': '2. Appointments',
  'legal.cancellationPolicy.appointments.cancel.title': 'Cancelling an appointment',
  'legal.cancellationPolicy.appointments.cancel.early': '{hours} or more before',
  'legal.cancellationPolicy.appointments.cancel.earlyText': ' the appointment: full refund of the consultation fee.',
  'legal.cancellationPolicy.appointments.cancel.late': 'Less than {hours} before',
  'legal.cancellationPolicy.appointments.cancel.lateText':
    ', or if you do not join or arrive: the doctor has kept the time for you, so the fee is not refunded.',
  'legal.cancellationPolicy.appointments.cancel.howA': 'To cancel, open ',
  'legal.cancellationPolicy.appointments.cancel.myAppointments': 'My appointments',
  'legal.cancellationPolicy.appointments.cancel.howB': ', choose the appointment and tap ',
  'legal.cancellationPolicy.appointments.cancel.cancel': 'Cancel',
  'legal.cancellationPolicy.appointments.cancel.howC': '.',
  'legal.cancellationPolicy.appointments.reschedule.title': 'Rescheduling',
  'legal.cancellationPolicy.appointments.reschedule.text':
    'You can move an appointment to another free slot with the same doctor up to {hours} before it starts. Each appointment can be rescheduled {times}, at no charge.',
  'legal.cancellationPolicy.appointments.reschedule.once': 'once',
  'legal.cancellationPolicy.appointments.reschedule.times': '{count} times',
  'legal.cancellationPolicy.appointments.doctor.title': 'If the doctor cancels or does not join',
  'legal.cancellationPolicy.appointments.doctor.text':
    'If the doctor or clinic cancels, or does not join a video consultation within {minutes} minutes of the start time, you can choose a new slot or a full refund.',
  'legal.cancellationPolicy.appointments.technical.title': 'Technical problems',
  'legal.cancellationPolicy.appointments.technical.text':
    'If a video consultation cannot take place because of a problem on our side, we will reschedule it free of charge or refund you in full. If the call drops because of your connection, the doctor may call you back by phone to finish the consultation.',

  'legal.cancellationPolicy.refunds.title': '3. How refunds are paid',
  'legal.cancellationPolicy.refunds.original.title': 'To the original payment method.',
  'legal.cancellationPolicy.refunds.original.text':
    ' We start the refund within {initiateDays} working days of the cancellation. UPI and wallet refunds usually arrive in {upiDays} working days; card and net banking refunds in {cardDays} working days, depending on your bank.',
  'legal.cancellationPolicy.refunds.money.title': 'To nirog money',
  'legal.cancellationPolicy.refunds.money.text': ', if you choose it. This is credited within {hours} hours and you can use it on your next order.',
  'legal.cancellationPolicy.refunds.cod.title': 'Cash on delivery orders',
  'legal.cancellationPolicy.refunds.cod.text': ' cancelled before shipping need no refund, because you have not paid anything.',
  'legal.cancellationPolicy.refunds.restored':
    'Nirog money you used on a cancelled order is returned to your nirog money balance. A coupon used on a cancelled order is restored to your account if it has not expired.',

  'legal.cancellationPolicy.help.title': '4. Need help?',
  'legal.cancellationPolicy.help.a': 'If you cannot cancel from the app or website, call us on ',
  'legal.cancellationPolicy.help.b': ' or write to ',
  'legal.cancellationPolicy.help.c': ' with your order or appointment number. See the ',
  'legal.cancellationPolicy.help.link': 'support page',
  'legal.cancellationPolicy.help.d': ' for our hours.',
} as const;
