/**
 * The texts of react-admin's English catalogue (ra-language-english) the public pages use: its skip link and the
 * validation messages the light forms' rules give. Written here because the package is one object of 2.5 KB gzip, all
 * of which a bundle that imports it carries; raEnglish.spec.ts holds them equal to the package's.
 */
export const raEnglish = {
  navigation: { skip_nav: 'Skip to content' },
  validation: {
    required: 'Required',
    minLength: 'Must be %{min} characters at least',
    maxLength: 'Must be %{max} characters or less',
    minValue: 'Must be at least %{min}',
    maxValue: 'Must be %{max} or less',
    number: 'Must be a number',
    email: 'Must be a valid email',
    oneOf: 'Must be one of: %{options}',
    regex: 'Must match a specific format (regexp): %{pattern}',
    unique: 'Must be unique',
  },
};
