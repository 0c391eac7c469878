import { afterEach, describe, expect, it } from 'vitest';
import { markFollowedLinks, openedByPlainLink } from './followedLink';

/** A click on the page's link `href`, as the browser sends it; `prevent`: the page's code opens it in place. */
const click = (href: string, { prevent = false, ctrlKey = false } = {}) => {
  const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
  const inPlace = (event: Event) => event.preventDefault();
  if (prevent) link.addEventListener('click', inPlace);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey }));
  link.removeEventListener('click', inPlace);
};

describe('markFollowedLinks', () => {
  // jsdom does not load pages: a followed link only leaves its mark.
  markFollowedLinks();
  afterEach(() => {
    sessionStorage.clear();
    document.body.replaceChildren();
  });

  it('marks the page a drawn link loads, with its query, as opened from the app', () => {
    document.body.innerHTML = '<div id="root"><a href="/ask-for-service?category=vehicle">Duplicate RC</a></div>';
    click('/ask-for-service?category=vehicle');
    expect(openedByPlainLink('/ask-for-service?category=vehicle')).toBe(true);
  });

  it('leaves no mark for a link opened in place, in a new tab, or off the site', () => {
    document.body.innerHTML = '<a href="/track">Track</a><a href="/login" target="_blank">Login</a><a href="https://parivahan.gov.in/">Parivahan</a>';
    click('/track', { prevent: true });
    click('/track', { ctrlKey: true });
    click('/login');
    click('https://parivahan.gov.in/');
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the mark to the page it names: the page the link was tapped on, asking as it comes alive, does not take it', () => {
    document.body.innerHTML = '<div id="root"><a href="/track">Track</a></div>';
    click('/track');
    expect(openedByPlainLink('/')).toBe(false);
    expect(openedByPlainLink('/track')).toBe(true);
    expect(openedByPlainLink('/track')).toBe(false);
  });
});
