/** `n` (0 to 26^count − 1) written in `count` capital letters, for names that hold no digits: letters(27) → 'BB'. */
export const letters = (n: number, count = 2) =>
  Array.from({ length: count }, (_, place) => String.fromCharCode(65 + (Math.floor(n / 26 ** (count - 1 - place)) % 26))).join('');

/** A random tag of `count` capital letters. */
export const randomLetters = (count: number) => letters(Math.floor(Math.random() * 26 ** count), count);
