/**
 * A URL, email or code put into a translated sentence, isolated left to right (Unicode LRI … PDI):
 * in an Arabic or Hebrew sentence "http://x/" would otherwise read "/http://x". Where the value is
 * an element of its own, `<bdi dir="ltr">` does the same.
 */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;
