import { describe, expect, it } from 'vitest';
import { UpdateSettingsDocument } from '../features/settings/documents';
import { UpdateSettingsText } from '../features/settings/updateSettings';
import { compactDocument } from '../shared/api/handDocument';
import * as generated from '../shared/session/documents';
import * as hand from '../shared/session/firstChunkDocuments';

describe('hand documents of the first chunk', () => {
  it('say exactly what their generated twins say', () => {
    const pairs: Array<[{ toString(): string }, { toString(): string }]> = [
      [hand.CurrentUserDocument, generated.CurrentUserDocument],
      [hand.UpdateBioDocument, generated.UpdateBioDocument],
      [hand.LogoutDocument, generated.LogoutDocument],
      [UpdateSettingsText, UpdateSettingsDocument],
    ];
    for (const [mine, theirs] of pairs) {
      expect(compactDocument(mine.toString())).toBe(compactDocument(theirs.toString()));
    }
    expect(compactDocument('query A($x: Int) {\n  a(x: $x) { b }\n}')).toBe('query A($x:Int){a(x:$x){b}}');
  });
});
