import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledBy, spyPageLoads } from '../test/publicPages';
import { markHandled, recordEarlyPresses, takeEarlyPress } from './earlyPresses';
import { holdEarlyTaps } from './earlyTaps';

/** A tap on the drawn page's link `href`: whether the browser would follow it (not held). Never followed in the test. */
const tap = (href: string) => {
  let held = false;
  const see = (event: Event) => {
    held = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', see);
  document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', see);
  return !held;
};

describe('holdEarlyTaps', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    takeEarlyPress();
    document.body.replaceChildren();
  });

  it("holds a tap on a public page's link and starts loading its code; the page's start takes it once", () => {
    document.body.innerHTML = '<div id="root"><a href="/ask-for-service?category=dl">Learner licence</a><a href="/login">Login</a></div>';
    const loads = spyPageLoads();
    controlledBy({});
    const taps = holdEarlyTaps();
    expect(tap('/ask-for-service?category=dl')).toBe(false);
    expect(loads['ask-for-service']).toHaveBeenCalledTimes(1);
    expect(taps.take()).toBe('/ask-for-service?category=dl');
    expect(taps.take()).toBeNull();
    // Taken: not followed again once the page is alive.
    const followed = vi.fn();
    document.addEventListener('click', followed);
    taps.release();
    expect(followed).not.toHaveBeenCalled();
    expect(tap('/login')).toBe(true);
    document.removeEventListener('click', followed);
  });

  it('follows a tap held while the page is taken over once it is alive', () => {
    document.body.innerHTML = '<div id="root"><a href="/track">Track</a></div>';
    spyPageLoads();
    controlledBy({});
    const taps = holdEarlyTaps();
    expect(taps.take()).toBeNull();
    expect(tap('/track')).toBe(false);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);
    taps.release();
    expect(followed).toHaveBeenCalledTimes(1);
    expect((followed.mock.calls[0][0].target as HTMLAnchorElement).getAttribute('href')).toBe('/track');
    document.removeEventListener('click', followed);
  });

  it('holds nothing without a service worker (the code would come over the network) nor links off the public pages', () => {
    document.body.innerHTML = '<div id="root"><a href="/track">Track</a><a href="/citizens">Citizens</a></div>';
    spyPageLoads();
    controlledBy(null);
    const unheld = holdEarlyTaps();
    expect(tap('/track')).toBe(true);
    expect(unheld.take()).toBeNull();
    controlledBy({});
    const taps = holdEarlyTaps();
    expect(tap('/citizens')).toBe(true);
    expect(taps.take()).toBeNull();
  });

  it('taps again, once the page is alive, a drawn button tapped before its start; not one its code handled, nor one gone', () => {
    document.body.innerHTML = '<div id="root"><button>English</button><button>Menu</button></div>';
    controlledBy(null);
    const [language, menu] = document.querySelectorAll('button');
    menu.addEventListener('click', markHandled);
    const taps = holdEarlyTaps();
    language.click();
    expect(taps.take()).toBeNull();
    menu.click();
    const alive = vi.fn();
    document.addEventListener('click', alive);
    taps.release();
    expect(alive.mock.calls.map(([event]) => (event.target as HTMLElement).textContent)).toEqual(['English']);

    document.removeEventListener('click', alive);
    const again = holdEarlyTaps();
    document.querySelector('button')!.click();
    document.getElementById('root')!.replaceChildren();
    again.take();
    document.addEventListener('click', alive);
    again.release();
    expect(alive).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', alive);
  });

  it("taps again a drawn button pressed before the page's code came (recorded by the page's first script)", () => {
    document.body.innerHTML = '<div id="root"><button>Menu</button></div>';
    controlledBy(null);
    recordEarlyPresses();
    document.querySelector('button')!.click();
    const taps = holdEarlyTaps();
    taps.take();
    const alive = vi.fn();
    document.addEventListener('click', alive);
    taps.release();
    expect(alive).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', alive);
  });
  it('taps again a button pressed while its part waited to be taken over, not one whose part was alive', () => {
    document.body.innerHTML = '<div id="root"><button>Alive</button><button>Waiting</button></div>';
    const [alive, waiting] = document.querySelectorAll('button');
    const handler = vi.fn((event: Event) => markHandled(event));
    alive.addEventListener('click', handler);
    controlledBy(null);
    recordEarlyPresses();
    const taps = holdEarlyTaps();
    taps.take();
    waiting.click();
    alive.click();
    const clicked = vi.fn();
    waiting.addEventListener('click', clicked);
    taps.release();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
  });
});

describe('takeEarlyPress', () => {
  it('gives the last drawn button pressed and stops recording', () => {
    document.body.innerHTML = '<div id="root"><button>English</button><button>Menu</button></div><button>Outside</button>';
    const [language, menu, outside] = document.querySelectorAll('button');
    recordEarlyPresses();
    language.click();
    menu.click();
    outside.click();
    expect(takeEarlyPress()).toBe(menu);
    language.click();
    expect(takeEarlyPress()).toBeNull();
    document.body.replaceChildren();
  });
});
