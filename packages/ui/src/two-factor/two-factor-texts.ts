// Not in the spec (its second factor was an SMS code): the label of the settings' number field.
export const MOBILE_NUMBER_LABEL = 'Mobile number';
