// @vitest-environment node
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raEnglish } from './raEnglish';

describe('raEnglish', () => {
  it("is react-admin's own English skip link and validation messages", () => {
    const { navigation, validation } = englishMessages.ra;
    expect(raEnglish).toEqual({ navigation: { skip_nav: navigation.skip_nav }, validation });
  });
});
