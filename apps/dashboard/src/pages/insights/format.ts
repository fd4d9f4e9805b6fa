/** Numbers, dates and durations in the page's language. */
export function formatters(language: string) {
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  // The API's days are UTC calendar days: shown as such, never shifted into the day before.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short' });
  const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const hours = new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
  const clock = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    percent: (ratio: number) => percent.format(ratio),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A YYYY-MM-DD day (or an ISO instant's UTC day). */
    day: (value: string) => day.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
    shortDay: (value: string) => shortDay.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
    /** 45 s, 3 min 5 s, 1 hr 2 min. */
    duration: (total: number) => {
      const whole = Math.max(0, Math.round(total));
      if (whole < 60) return seconds.format(whole);
      if (whole < 3600) {
        const rest = whole % 60;
        return rest ? `${minutes.format(Math.floor(whole / 60))} ${seconds.format(rest)}` : minutes.format(whole / 60);
      }
      const rest = Math.floor((whole % 3600) / 60);
      return rest ? `${hours.format(Math.floor(whole / 3600))} ${minutes.format(rest)}` : hours.format(Math.floor(whole / 3600));
    },
    /** An hour of the day, 0..23, as a clock time (UTC, as the API counts it). */
    hour: (hour: number) => clock.format(Date.UTC(2000, 0, 1, hour)),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** Only http(s) addresses become links: a page URL or source could be anything a visitor's browser sent. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
