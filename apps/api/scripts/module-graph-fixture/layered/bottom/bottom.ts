export const bottom = 1;
