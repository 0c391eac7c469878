import type { OfficeConfig } from '../../config.js';

/** Digits of an Indian number as wa.me wants them: with the country code 91 when given as ten digits. */
const internationalDigits = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
};

/** The office as the home page shows it; settings left out answer null. */
export const officeContact = ({ name, phone, whatsapp }: OfficeConfig) => ({
  name: name ?? null,
  phone: phone ?? null,
  whatsapp: whatsapp ?? null,
  whatsapp_url: whatsapp ? `https://wa.me/${internationalDigits(whatsapp)}` : null,
});
