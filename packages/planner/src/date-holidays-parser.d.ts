// The package's own types are an ambient file its exports do not point at: the part the planner uses.
declare module 'date-holidays-parser' {
  interface Holiday {
    date: string;
    start: Date;
    end: Date;
    name: string;
    type: string;
  }
  export default class Holidays {
    constructor(data: unknown, country: string, options?: { types?: string[]; timezone?: string });
    getHolidays(year?: number, lang?: string): Holiday[] | undefined;
  }
}
