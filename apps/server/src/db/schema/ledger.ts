// Tables of the ledger area.
export {};
