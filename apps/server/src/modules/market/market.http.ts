export { BEARER, okOrFailure } from '../../lib/route-schemas';

/** OpenAPI: a token is optional (it adds `followed` marks). */
export const OPTIONAL_BEARER: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
