// Contract schemas of the market area.
export {};
