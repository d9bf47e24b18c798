/**
 * Seasons south of the equator: summer there is December to February. A goal written in Sydney "by winter" is
 * due at the end of May, not of November; the deadline readers know the northern seasons, so the season words of
 * a southern goal are turned into the northern season of the same months before they are read.
 */

const SOUTHERN_ZONES =
  /^(?:Australia\/|Antarctica\/|Pacific\/(?:Auckland|Chatham|Fiji|Tongatapu|Apia|Noumea|Efate)|America\/(?:Sao_Paulo|Argentina\/|Buenos_Aires|Santiago|Montevideo|Asuncion|La_Paz|Lima)|Africa\/(?:Johannesburg|Maputo|Windhoek|Harare|Lusaka|Gaborone|Maseru|Mbabane|Luanda|Blantyre)|Indian\/(?:Mauritius|Reunion|Antananarivo))/u;

/** Whether the person lives where the seasons are the other way round. */
export function southern(timezone: string | undefined): boolean {
  return !!timezone && SOUTHERN_ZONES.test(timezone);
}

const SWAP: Record<string, string> = {
  summer: 'winter',
  winter: 'summer',
  autumn: 'spring',
  fall: 'spring',
  spring: 'autumn',
  summers: 'winters',
  winters: 'summers',
};

const SEASON_WORD = /(?<![\p{L}])(summers?|winters?|autumn|fall|spring)(?![\p{L}])/giu;

/** The text with its season words turned into the northern season of the same months (only in the south). */
export function northernSeasons(text: string, timezone: string | undefined): string {
  if (!southern(timezone)) return text;
  return text.replace(SEASON_WORD, (word) => {
    const swapped = SWAP[word.toLowerCase()] ?? word;
    return word[0] === word[0]!.toUpperCase() ? swapped[0]!.toUpperCase() + swapped.slice(1) : swapped;
  });
}
