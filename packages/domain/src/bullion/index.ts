/** Bullion delivery rules (spec 002 sections 4, 5 and 9). */
export {};
