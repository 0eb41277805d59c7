// Not in the spec (its second factor was an SMS code): the words of the settings.
export const TWO_FACTOR_ON = 'Two-step sign-in is on.';
export const TWO_FACTOR_OFF = 'Two-step sign-in is off.';
export const PASSWORD_REQUIRED_TO_CONTINUE = 'Please enter your password to continue.';
export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const MOBILE_NUMBER_LABEL = 'Mobile number';
