/**
 * How the server's English messages name a field ('The mobile number field is required.'): the words of its key, or
 * these where the key is not plain words. The app reads the same names to put the form's label in their place.
 */
const FIELD_NAMES: Record<string, string> = { dob: 'date of birth', phone: 'mobile number', contact_phone: 'contact mobile' };

export const attributeName = (field: string) => FIELD_NAMES[field] ?? field.replace(/_/g, ' ');
