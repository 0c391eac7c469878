/** The login's body: an identifier with an '@' is an email, otherwise a mobile number. */
export const credentialsFor = (identifier: string, password: string) =>
  identifier.includes('@') ? { email: identifier, password } : { phone: identifier, password };
