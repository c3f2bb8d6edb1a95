// Vitest setup for the web project (happy-dom).
export {};
