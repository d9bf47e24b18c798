import { CATEGORIES } from '@stepwise/planner/categories';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, codeOf, messageOf, registerUser } from './harness.js';
import { app, FILL, fillWithAvatar, png, setUpFile } from './profile-kit.js';

setUpFile();

describe('UpdateBio (S-A4, S-T4)', () => {
  it('returns the id and keeps only the editor tags, with safe links', async () => {
    const user = await registerUser(app);
    const html =
      '<h1 onclick="x()">Hi</h1><p><strong>b</strong> <em>i</em> <code>c</code> <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://ok.example" target="_blank">ok</a><img src=x onerror=alert(1)></p><script>alert(1)</script>' +
      '<pre><code>x</code></pre><blockquote><p>q</p></blockquote><ul><li>l</li></ul><h2>2</h2><h3>3</h3><h4>4</h4>';
    const res = await app.gql(
      'mutation UpdateBio($text: String!) { updateBio(text: $text) { id } }',
      { text: html },
      { token: user.token },
    );
    expect(res.data).toEqual({ updateBio: { id: user.id } });
    const me = await app.gql(CURRENT_USER, { withProfileDetails: true }, { token: user.token });
    expect(me.data!.currentUser.entities.bio.text).toBe(
      '<h1>Hi</h1><p><strong>b</strong> <em>i</em> <code>c</code> <a rel="noopener nofollow">bad</a> ' +
        '<a href="https://ok.example" rel="noopener nofollow" target="_blank">ok</a></p>' +
        '<pre><code>x</code></pre><blockquote><p>q</p></blockquote><ul><li>l</li></ul><h2>2</h2><h3>3</h3>4',
    );
  });

  it('refuses a guest and a bio that is too long, leaving the bio as it was', async () => {
    const user = await registerUser(app);
    await app.gql(
      'mutation($t: String!) { updateBio(text: $t) { id } }',
      { t: '<p>kept</p>' },
      { token: user.token },
    );
    expect(codeOf(await app.gql('mutation { updateBio(text: "x") { id } }'))).toBe('UNAUTHENTICATED');
    const long = await app.gql(
      'mutation($t: String!) { updateBio(text: $t) { id } }',
      { t: 'x'.repeat(10_001) },
      { token: user.token },
    );
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    const me = await app.gql(CURRENT_USER, { withProfileDetails: true }, { token: user.token });
    expect(me.data!.currentUser.entities.bio.text).toBe('<p>kept</p>');
  });
});
describe('FillBaseBio (S-A5, S-V2)', () => {
  it('requires every field, with the spec text in both languages', async () => {
    const user = await registerUser(app);
    const en = await app.gql(
      FILL,
      { firstName: ' ', lastName: 'L', birthday: '1990-01-02' },
      { token: user.token },
    );
    expect(messageOf(en)).toBe('Please fill in all fields.');
    const ru = await app.gql(
      FILL,
      { firstName: 'F', lastName: 'L', birthday: '' },
      { token: user.token, lang: 'ru' },
    );
    expect(messageOf(ru)).toBe('Пожалуйста, заполните все поля.');
  });

  it('refuses impossible birthdays', async () => {
    const user = await registerUser(app);
    for (const birthday of ['1990-02-30', '2999-01-01', '01.02.1990', '1800-01-01']) {
      const res = await app.gql(FILL, { firstName: 'F', lastName: 'L', birthday }, { token: user.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
  });

  it('saves names and birthday without an avatar', async () => {
    const user = await registerUser(app);
    const res = await app.gql(
      FILL,
      { firstName: ' Ирина ', lastName: 'Соколова', birthday: '1992-03-08' },
      { token: user.token },
    );
    expect(res.data?.fillBaseBio).toMatchObject({
      firstName: 'Ирина',
      lastName: 'Соколова',
      birthday: '1992-03-08',
      name: 'Ирина Соколова',
      avatarUrl: null,
    });
  });

  it('stores an uploaded photo as a 512 px WebP without metadata, served under /uploads', async () => {
    const user = await registerUser(app);
    const res = await fillWithAvatar(user.token, await png(), {
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-01-01',
    });
    expect(res.errors).toBeUndefined();
    const url: string = res.data.fillBaseBio.avatarUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await fetch(`${app.url}${url}`);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-exif-marker')).toBe(false);
  });

  it('refuses a file that is not an image, and one over 5 MB, keeping the old avatar', async () => {
    const user = await registerUser(app);
    const first = await fillWithAvatar(user.token, await png(64, 64), {
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-01-01',
    });
    const kept = first.data.fillBaseBio.avatarUrl;
    const text = await fillWithAvatar(user.token, new Blob(['<svg onload=alert(1)>']), {
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-01-01',
    });
    expect(text.errors?.[0].message).toBe('The photo must be a JPEG, PNG, WebP, GIF or AVIF image.');
    const big = await fillWithAvatar(user.token, new Blob([new Uint8Array(5 * 1024 * 1024 + 10)]), {
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-01-01',
    });
    expect(big.errors?.[0].message).toBe('The photo must be at most 5 MB.');
    const huge = await fillWithAvatar(user.token, new Blob([new Uint8Array(7 * 1024 * 1024)]), {
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-01-01',
    });
    expect(huge.status).toBe(413);
    expect(huge.errors?.[0].message).toBe('The upload is too large.');
    const me = await app.gql(CURRENT_USER, {}, { token: user.token });
    expect(me.data!.currentUser.entities.avatarUrl).toBe(kept);
  });

  it('refuses a multipart request without the preflight header (cross-site form posts)', async () => {
    const user = await registerUser(app);
    const res = await fillWithAvatar(
      user.token,
      await png(10, 10),
      { firstName: 'A', lastName: 'B', birthday: '1990-01-01' },
      {
        'apollo-require-preflight': '',
      },
    );
    expect(res.status).toBe(400);
  });
});
describe('social links, mentors and setup', () => {
  const LINKS = 'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }';

  it('saves social links in order and refuses unsafe or too many ones', async () => {
    const user = await registerUser(app);
    const links = [
      { network: 'telegram', url: 'https://t.me/someone' },
      { network: 'github', url: 'https://github.com/someone' },
    ];
    expect((await app.gql(LINKS, { links }, { token: user.token })).errors).toBeUndefined();
    const bad = await app.gql(
      LINKS,
      { links: [{ network: 'x', url: 'javascript:alert(1)' }] },
      { token: user.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const many = Array.from({ length: 11 }, (_, i) => ({ network: `n${i}`, url: 'https://a.example' }));
    expect(messageOf(await app.gql(LINKS, { links: many }, { token: user.token }))).toBe('At most 10 links.');
    const me = await app.gql(CURRENT_USER, { withProfileDetails: true }, { token: user.token });
    expect(me.data!.currentUser.entities.socialLinks).toEqual(links);
    expect(codeOf(await app.gql(LINKS, { links }))).toBe('UNAUTHENTICATED');
  });

  it('lists at least six mentors covering every category, in both languages', async () => {
    const res = await app.gql('{ mentors { id name headline categories languages menteeCount avatarUrl } }');
    const mentors = res.data!.mentors as Array<{ categories: string[]; languages: string[] }>;
    expect(mentors.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mentors.flatMap((m) => m.categories))).toEqual(new Set(CATEGORIES));
    expect(new Set(mentors.flatMap((m) => m.languages))).toEqual(new Set(['en', 'ru']));
  });

  it('selects a mentor, counts the mentee, clears it, and refuses an unknown id', async () => {
    const user = await registerUser(app);
    const mentors = (await app.gql('{ mentors { id menteeCount } }')).data!.mentors;
    const chosen = mentors[0].id;
    const res = await app.gql(
      'mutation($id: ID) { selectMentor(mentorId: $id) { id mentorId } }',
      { id: chosen },
      { token: user.token },
    );
    expect(res.data!.selectMentor.mentorId).toBe(chosen);
    const after = (await app.gql('{ mentors { id menteeCount } }')).data!.mentors.find(
      (m: { id: string }) => m.id === chosen,
    );
    expect(after.menteeCount).toBe(mentors[0].menteeCount + 1);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nonsense', user.id]) {
      const bad = await app.gql(
        'mutation($id: ID) { selectMentor(mentorId: $id) { id } }',
        { id },
        { token: user.token },
      );
      // A malformed id and oneself are the caller's mistakes; a well-formed id that is no mentor is not found.
      expect(codeOf(bad)).toBe(id === 'nonsense' || id === user.id ? 'BAD_USER_INPUT' : 'NOT_FOUND');
    }
    const cleared = await app.gql(
      'mutation { selectMentor(mentorId: null) { mentorId } }',
      {},
      { token: user.token },
    );
    expect(cleared.data!.selectMentor.mentorId).toBeNull();
  });

  it('finishes setup: interests and goal text, status becomes "1"', async () => {
    const user = await registerUser(app);
    const FINISH =
      'mutation($i: [String!]!, $g: String!) { finishSetup(interests: $i, goalText: $g) { id status } }';
    expect(
      codeOf(await app.gql(FINISH, { i: ['cooking'], g: 'Run a marathon' }, { token: user.token })),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(FINISH, { i: [], g: 'Run a marathon' }, { token: user.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(messageOf(await app.gql(FINISH, { i: ['health'], g: 'ok' }, { token: user.token }))).toBe(
      'Describe your goal in 3 to 500 characters.',
    );
    expect((await app.gql(CURRENT_USER, {}, { token: user.token })).data!.currentUser.entities.status).toBe(
      '0',
    );
    const done = await app.gql(
      FINISH,
      { i: ['health', 'hobbies'], g: 'Пробежать марафон к 1 мая' },
      { token: user.token },
    );
    expect(done.data!.finishSetup.status).toBe('1');
  });

  it('changes settings, refusing bad values and taken or reserved usernames', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const SET =
      'mutation($l: String, $t: String, $u: String) { updateSettings(lang: $l, timezone: $t, username: $u) { lang timezone username } }';
    const ok = await app.gql(SET, { l: 'en', t: 'Asia/Tokyo', u: 'New.Name_1' }, { token: a.token });
    expect(ok.data!.updateSettings).toEqual({ lang: 'en', timezone: 'Asia/Tokyo', username: 'new.name_1' });
    expect(codeOf(await app.gql(SET, { l: 'de' }, { token: a.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(SET, { t: 'Mars/Base' }, { token: a.token }))).toBe('BAD_USER_INPUT');
    expect(messageOf(await app.gql(SET, { u: 'new.name_1' }, { token: b.token }))).toBe(
      'That username is taken.',
    );
    expect(codeOf(await app.gql(SET, { u: 'profile' }, { token: b.token }))).toBe('BAD_USER_INPUT');
  });
});
describe('public profile by username (S-R3)', () => {
  it('shows only public fields to a guest, and null for an unknown name', async () => {
    const user = await registerUser(app, 'public.person@example.com');
    await app.gql(
      'mutation { fillBaseBio(firstName: "Pat", lastName: "Lee", birthday: "1990-01-01") { id } }',
      {},
      { token: user.token },
    );
    await app.gql('mutation { updateBio(text: "<p>Hello</p>") { id } }', {}, { token: user.token });
    const res = await app.gql(
      'query UserProfile($u: String!) { userProfile(username: $u) { id username name firstName lastName avatarUrl isMentor bio { text } socialLinks { network url } } }',
      { u: 'Public.Person' },
    );
    expect(res.data!.userProfile).toEqual({
      id: user.id,
      username: 'public.person',
      name: 'Pat Lee',
      firstName: 'Pat',
      lastName: 'Lee',
      avatarUrl: null,
      isMentor: false,
      bio: { text: '<p>Hello</p>' },
      socialLinks: [],
    });
    const leak = await app.gql('query { userProfile(username: "public.person") { email } }');
    expect(leak.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res)).not.toContain('1990');
    expect((await app.gql('{ userProfile(username: "no.such.person") { id } }')).data).toEqual({
      userProfile: null,
    });
  });
});
