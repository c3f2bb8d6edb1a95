// Contract schemas of the identity area.
export {};
