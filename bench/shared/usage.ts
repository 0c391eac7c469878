/** A bench's command-line help, and the checks of its options that print it on a mistake. */
export class Usage {
  constructor(readonly text: string) {}

  /** Prints the help and exits 0 when asked for. */
  helpIf(asked: boolean | undefined): void {
    if (!asked) return;
    console.log(this.text);
    process.exit(0);
  }

  /** Prints the mistake and the help; exits 2. */
  fail(message: string): never {
    console.error(`${message}\n\n${this.text}`);
    process.exit(2);
  }

  /** The option's value as a positive (by default whole) number. */
  positive(name: string, text: string, integer = true): number {
    const value = Number(text);
    if (!(value > 0) || (integer && !Number.isInteger(value))) this.fail(`--${name} must be a positive ${integer ? 'whole ' : ''}number, got '${text}'`);
    return value;
  }
}
