/**
 * JSON.parse, but every number arrives as the exact text the provider wrote ('65972.8', not the
 * float 65972.8). Kraken v2 sends prices as JSON numbers; a float can change a price's digits, and
 * Node 20 has no JSON.parse source-text access, so number literals are quoted before parsing.
 * Throws SyntaxError on text that is not JSON, like JSON.parse.
 */
export function parseJsonNumbersAsText(text: string): unknown {
  return JSON.parse(quoteNumberLiterals(text));
}

const NUMBER_LITERAL = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Wraps every number literal outside a string in double quotes; strings are copied unchanged. */
function quoteNumberLiterals(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER_LITERAL.lastIndex = i;
      const match = NUMBER_LITERAL.exec(text);
      if (match === null) throw new SyntaxError(`Unexpected '${char}' at position ${i}`);
      out += `"${match[0]}"`;
      i += match[0].length;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** Index just past the string that opens at `start` (a backslash escapes the next character). */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '"') return i + 1;
    else i += 1;
  }
  throw new SyntaxError(`Unterminated string at position ${start}`);
}
