/** Cash withdrawal rules (spec 000 sections 5 and 9). */
export {};
