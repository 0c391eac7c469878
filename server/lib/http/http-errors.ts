/** An error that becomes an HTTP answer `{ message, errors? }` with its status code. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string[]>,
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  413: 'The file may not be greater than 5 MB.',
  422: 'The given data was invalid.',
  429: 'Too many attempts. Please try again later.',
  500: 'Server error.',
} as const;

export const unauthenticated = () => new HttpError(401, MESSAGES[401]);
export const forbidden = (reason: string = MESSAGES[403]) => new HttpError(403, reason);
export const notFound = () => new HttpError(404, MESSAGES[404]);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: [message] } : undefined);

/** 422 for one or more fields, Laravel style: the first message is the summary. */
export function invalid(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0];
  const more = Object.values(errors).flat().length - 1;
  const message = first ? (more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first) : MESSAGES[422];
  return new HttpError(422, message, errors);
}
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });
