export * from './password';
export * from './codes';
export * from './lockout';
export * from './login-captcha';
export * from './guess-backoff';
export * from './mask';
export * from './registration';
