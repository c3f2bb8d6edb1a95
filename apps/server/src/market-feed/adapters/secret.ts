import { inspect } from 'node:util';

/**
 * A credential read from the environment. It prints as '[secret]' through JSON (pino, error
 * bodies) and util.inspect (console), so logging a settings object cannot leak it; only
 * `reveal()` gives the value, at the one place that sends it to the provider.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[secret]';
  }

  toString(): string {
    return '[secret]';
  }

  [inspect.custom](): string {
    return '[secret]';
  }
}
