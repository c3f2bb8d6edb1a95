import { z } from 'zod';
import type { ApiRoute } from '@waihui/contracts';

/*
 * Requests the fuzz suite sends, generated from the contracts' route table (product.md §17.5): for every
 * route a plausible base input built from its schema, then every field replaced by each hostile
 * value, each field removed, an extra field, and whole-request attacks (bad JSON, wrong content
 * type, arrays for objects, prototype keys, oversize bodies). Deterministic: same table, same cases.
 */

/** One request, ready for `app.inject`. */
export interface FuzzCase {
  route: ApiRoute;
  /** What was changed, for a failure message. */
  label: string;
  /** Query string without '?', or ''. */
  query: string;
  /** Raw body (undefined = none) and its content type. */
  payload?: string | Buffer;
  contentType?: string;
}

/** Values a field may be given; JSON text, so numbers like 1e309 and -0 reach the parser as written. */
export const HOSTILE_JSON: readonly string[] = [
  'null',
  'true',
  '0',
  '-1',
  '-0',
  '1e309',
  '-1e309',
  '1e-9',
  '9007199254740993',
  // Postgres integer ids end at 2^31 - 1: the first is the last valid id, the second one past it.
  '2147483647',
  '2147483648',
  '1.5',
  '[]',
  '[1,2]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '""',
  '" "',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '"0x10"',
  '"1e309"',
  '"1e-9"',
  '"0.1234567890123456789"',
  '"99999999999999999999999999999999999999"',
  '"-1"',
  '"1,000"',
  '"\\u0000"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u202e\\u0000x"',
  '"𝕏🦄中文한국어ÿ"',
  '"<script>alert(1)</script>"',
  '"\' or 1=1 --"',
  '"../../../../etc/passwd"',
  '"__proto__"',
  '"constructor"',
  JSON.stringify('A'.repeat(10_000)),
  JSON.stringify('💥'.repeat(5_000)),
];

/** Query-string values (everything in a query is a string; arrays by repetition). */
export const HOSTILE_QUERY: readonly string[] = [
  '',
  '-0',
  '1e309',
  'NaN',
  '0x10',
  '1e-9',
  '-1',
  '0.1234567890123456789',
  '99999999999999999999999999999999',
  '2147483647',
  '2147483648',
  '%00',
  '%ED%A0%80',
  '%F0%9D%95%8F',
  '<script>',
  '__proto__',
  'A'.repeat(5_000),
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plausible value of a JSON schema: not always valid, only a start the mutations move away from. */
function sampleOf(schema: JsonSchema, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleOf(alternative, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        out[key] = sampleOf(child, key);
      return out;
    }
    case 'array':
      return schema.items ? [sampleOf(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email' || name.includes('email')) return 'fuzz@example.com';
      if (name.includes('mobile') || name.includes('phone')) return '+447700900123';
      if (name.includes('password')) return 'fuzz-pass-1';
      if (name === 'symbol') return 'BTCUSD';
      if (name.includes('key')) return 'fuzz-key-1';
      return '1';
    default:
      return '1';
  }
}

/** The base input of a route (body or query object) and its top-level fields. */
export function baseInputOf(route: ApiRoute): Record<string, unknown> {
  const schema = route.body ?? route.query;
  if (!schema) return {};
  const sample = sampleOf(jsonSchemaOf(schema), '');
  return typeof sample === 'object' && sample !== null && !Array.isArray(sample)
    ? (sample as Record<string, unknown>)
    : {};
}

/** Builds a query string from an object whose values are raw (already encoded) strings. */
function queryOf(input: Record<string, unknown>, raw: Record<string, string> = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (key in raw) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      parts.push(
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`,
      );
  }
  for (const [key, value] of Object.entries(raw)) parts.push(`${encodeURIComponent(key)}=${value}`);
  return parts.join('&');
}

/** The JSON text of `base` with field `key` set to the raw JSON `valueJson`. */
function withField(base: Record<string, unknown>, key: string, valueJson: string): string {
  const rest = { ...base };
  delete rest[key];
  const restJson = JSON.stringify(rest);
  const field = `${JSON.stringify(key)}:${valueJson}`;
  return restJson === '{}' ? `{${field}}` : `{${field},${restJson.slice(1)}`;
}

const JSON_TYPE = 'application/json';
/** The head of a multipart file part named `file` (what the photo upload reads). */
const FILE_PART_HEAD =
  'Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

/** Every case of one route (deterministic). */
export function casesOf(route: ApiRoute): FuzzCase[] {
  const base = baseInputOf(route);
  const fields = Object.keys(base);
  const cases: FuzzCase[] = [];
  const isBody = route.method !== 'GET';
  const body = (label: string, payload: string | Buffer, contentType = JSON_TYPE) =>
    cases.push({ route, label, query: '', payload, contentType });
  const query = (label: string, text: string) => cases.push({ route, label, query: text });

  if (isBody) {
    body('base', JSON.stringify(base));
    for (const field of fields) {
      for (const value of HOSTILE_JSON)
        body(`${field}=${value.slice(0, 40)}`, withField(base, field, value));
      const without = { ...base };
      delete without[field];
      body(`without ${field}`, JSON.stringify(without));
    }
    body('extra field', JSON.stringify({ ...base, zzz_extra: 1 }));
    body('__proto__ key', `{"__proto__":{"admin":true},${JSON.stringify(base).slice(1)}`);
    body(
      'constructor key',
      `{"constructor":{"prototype":{"x":1}},${JSON.stringify(base).slice(1)}`,
    );
    for (const whole of ['[]', `[${JSON.stringify(base)}]`, 'null', '1', '"x"', 'true', '{}'])
      body(`body ${whole.slice(0, 20)}`, whole);
    for (const bad of [
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      '{"a":NaN}',
      '{"a":0x10}',
      '\u0000',
      '{"a":"\\ud800',
    ])
      body(`bad JSON ${JSON.stringify(bad)}`, bad);
    body('text/plain', JSON.stringify(base), 'text/plain');
    body('form', 'a=1&b=2', 'application/x-www-form-urlencoded');
    body('multipart', '--x\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x');
    // The photo upload reads multipart itself: a body busboy cannot take apart must not be a 500.
    body('multipart without a boundary', 'x', 'multipart/form-data');
    body('multipart cut off', `--x\r\n${FILE_PART_HEAD}abc`, 'multipart/form-data; boundary=x');
    body(
      'multipart file, not an image',
      `--x\r\n${FILE_PART_HEAD}%PDF-1.4\r\n--x--\r\n`,
      'multipart/form-data; boundary=x',
    );
    body('xml', '<a>1</a>', 'application/xml');
    body('oversize 1.1 MB', `{"pad":"${'A'.repeat(1_100_000)}"}`);
    body('empty body', '');
  } else {
    query('base', queryOf(base));
    for (const field of fields) {
      for (const value of HOSTILE_QUERY)
        query(`${field}=${value.slice(0, 40)}`, queryOf(base, { [field]: value }));
      query(`${field} twice`, queryOf(base, { [field]: `1&${encodeURIComponent(field)}=2` }));
      query(`${field}[a]=1`, `${queryOf(base, { [field]: '' })}&${encodeURIComponent(field)}[a]=1`);
      const without = { ...base };
      delete without[field];
      query(`without ${field}`, queryOf(without));
    }
    query('extra field', queryOf({ ...base, zzz_extra: '1' }));
    query('__proto__ key', `${queryOf(base)}&__proto__[admin]=1&constructor[prototype][x]=1`);
    query('huge query', `${queryOf(base)}&pad=${'A'.repeat(20_000)}`);
    cases.push({
      route,
      label: 'GET with a JSON body',
      query: queryOf(base),
      payload: '{"a":1}',
      contentType: JSON_TYPE,
    });
  }
  return cases;
}

/**
 * A random case for the long run: the base input with one to three fields changed at once (hostile
 * values, or values of other fields), or one of the route's own systematic cases.
 */
export function randomCaseOf(
  route: ApiRoute,
  random: () => number,
  systematic: FuzzCase[],
): FuzzCase {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const base = baseInputOf(route);
  const fields = Object.keys(base);
  if (fields.length === 0 || random() < 0.3) return pick(systematic);
  const changes = 1 + Math.floor(random() * Math.min(3, fields.length));
  if (route.method === 'GET') {
    const raw: Record<string, string> = {};
    for (let i = 0; i < changes; i += 1)
      raw[pick(fields)] = encodeURIComponent(pick(HOSTILE_QUERY));
    return {
      route,
      label: `random ${JSON.stringify(raw).slice(0, 80)}`,
      query: queryOf(base, raw),
    };
  }
  let text = JSON.stringify(base);
  const labels: string[] = [];
  for (let i = 0; i < changes; i += 1) {
    const field = pick(fields);
    const value = pick(HOSTILE_JSON);
    labels.push(`${field}=${value.slice(0, 30)}`);
    text = withField(JSON.parse(text) as Record<string, unknown>, field, value);
    // withField re-parses the text: a value like 1e309 or "\ud800" survives only as the last change.
  }
  return {
    route,
    label: `random ${labels.join(' ')}`,
    query: '',
    payload: text,
    contentType: JSON_TYPE,
  };
}
