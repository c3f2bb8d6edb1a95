// Contract schemas of the ledger area.
export {};
