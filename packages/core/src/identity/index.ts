export * from './password';
export * from './codes';
export * from './lockout';
export * from './login-captcha';
export * from './mask';
export * from './registration';
