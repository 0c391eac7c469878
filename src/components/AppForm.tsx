import { Form, type FormProps } from 'react-admin';

/**
 * Every form of the app: no browser validation bubbles (they speak English whatever the language) and no
 * 'The form is not valid' toast: each error shows once, under its input or in the form's `FormErrorAlert`.
 */
export const AppForm = (props: FormProps) => <Form noValidate disableInvalidFormNotification {...props} />;
