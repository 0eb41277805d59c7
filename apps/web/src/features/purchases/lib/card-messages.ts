/** Not in the spec: the card forms' own messages (the sandbox's form and Stripe Elements). */
export const CARD_NUMBER_REQUIRED = 'Please enter your card number';
export const PAYMENT_NOT_TAKEN = 'Your payment could not be taken.';
export const CONFIRM_FAILED = 'We could not reach the payment service. Please try again.';
