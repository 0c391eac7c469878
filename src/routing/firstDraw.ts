import { canAccess } from '../authProvider/access';
import type { SessionUser } from '../authProvider/session';
import type { Citizen } from '../dataProvider/citizens';
import { formatDate } from '../formatDay';
import { groupIndian } from '../groupIndian';
import { storedLocale } from '../i18n/locale';
import { relationKey } from '../resources/citizens/citizenFields';

/**
 * A staff screen's first content drawn in plain HTML from its early answer (earlyStart), while the app's libraries are
 * still being compiled and run: the citizens list's first page (the app bar, the title and the table's rows) and the
 * staff dashboard's counts, in the stored language, at desk width (a phone's list is cards). It is a picture, not the
 * screen: laid over the page (inert, hidden from screen readers, letting taps through) and taken away once the app has
 * drawn the same content, the path has changed, or at most GIVE_WAY_MS after the app's first draw (a screen of another
 * kind, such as Choose a new password).
 */

const GIVE_WAY_MS = 1500;
/** theme.breakpoints sm: below it the list is cards (usePhone). */
const DESK_WIDTH = 600;

type Messages = Record<string, unknown>;
type Translate = ReturnType<typeof translator>;
/** The picture's HTML from the screen's answer, or null when there is nothing to show. */
type Picture<Answer> = (answer: Answer, t: Translate, me: SessionUser) => string | null;
/** Whether the app has drawn the content the picture shows. */
type Drawn = (root: HTMLElement) => boolean;

const catalogues = new Map<string, Promise<Messages>>();

/** Hindi's catalogue and its web font's regular weight (at most a second), as the app waits for them (i18n/index.ts). */
const loadHindi = () =>
  Promise.all([import('../i18n/hi'), import('../i18n/devanagariFont').then((font) => font.devanagariLoaded())]).then(([module]) => module.hi);

/** The stored language's catalogue (the app's own, which it then finds loaded), asked for once, with the first data. */
export function loadPictureTexts(): Promise<Messages> {
  const locale = storedLocale();
  if (!catalogues.has(locale)) catalogues.set(locale, locale === 'hi' ? loadHindi() : import('../i18n/en').then((module) => module.en));
  return catalogues.get(locale)!;
}

/** A message by its dotted key, with `%{name}` filled in (polyglot's form, as the app's translate does). */
const translator = (messages: Messages) => (key: string, values: Record<string, string> = {}) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  return (typeof found === 'string' ? found : key).replace(/%\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');
};

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
#first-draw{position:fixed;inset:0;z-index:1200;overflow:hidden;pointer-events:none;background:#f4f6f8;color:rgba(0,0,0,.87);
 font:14px/1.43 Arial,"Noto Sans Devanagari",sans-serif}
#first-draw header{height:64px;background:#0d47a1;color:#fff;display:flex;align-items:center;padding:0 24px 0 88px;font-size:20px;font-weight:500}
#first-draw main{padding:24px}
#first-draw h1{margin:0 0 32px;font-size:24px;font-weight:400;line-height:1.33}
#first-draw section{background:#fff;border-radius:4px;padding-top:146px}
#first-draw table{width:100%;border-collapse:collapse}
#first-draw th{text-align:left;font-weight:500;padding:6px 16px;border-bottom:1px solid #e0e0e0}
#first-draw td{vertical-align:middle;padding:6px 16px;border-bottom:1px solid #e0e0e0}
#first-draw .name{color:#0d47a1;font-weight:700;text-decoration:underline}
#first-draw .minor{color:rgba(0,0,0,.6);font-size:12px}
#first-draw .chip{display:inline-block;border:1px solid #bdbdbd;border-radius:12px;padding:0 8px;font-size:13px;line-height:22px}
#first-draw .chip.user{background:#0d47a1;border-color:#0d47a1;color:#fff}
#first-draw .clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
#first-draw .edit{color:#0d47a1;margin-right:16px}#first-draw .delete{color:#c62828}
#first-draw h1.count-title{font-size:34px;line-height:42px;margin-bottom:24px}
#first-draw .tiles{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
#first-draw .tiles section{padding:16px 16px 16px 72px;border-radius:4px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px rgba(0,0,0,.14)}
#first-draw .tiles p{margin:0;color:rgba(0,0,0,.6)}#first-draw .tiles h4{margin:0;font-size:34px;font-weight:400;line-height:1.235}`;

/** The rows of the list's first page, as CitizenTable draws them. */
function citizenRows(citizens: Citizen[], t: Translate, role: SessionUser['role']): string {
  const edit = canAccess(role, 'citizens.edit');
  const remove = canAccess(role, 'citizens.delete');
  return citizens
    .map((citizen, index) => {
      const relative = citizen.relation_name || citizen.father_name;
      const relation = relative && citizen.relation_type ? `${t(relationKey(citizen.relation_type, true))} ${relative}` : relative;
      const type = citizen.is_primary_profile_for_user
        ? `<span class="chip user">${escape(t('citizens.list.profile_user'))}</span>`
        : `<span class="chip">${escape(t('citizens.list.profile_citizen'))}</span>` +
          `<div class="minor">${escape(t('citizens.list.created_by', { name: citizen.creator?.name ?? '-' }))}</div><div class="minor">${formatDate(citizen.created_at)}</div>`;
      const actions = [edit && `<span class="edit">${escape(t('citizens.actions.edit'))}</span>`, remove && `<span class="delete">${escape(t('citizens.actions.delete'))}</span>`];
      const cells = [
        String(index + 1),
        `<span class="name">${escape(citizen.name)}</span><div class="minor">${escape(relation ?? '')}</div>`,
        type,
        `${escape(citizen.mobile)}<div class="minor">${escape(citizen.email || '-')}</div>`,
        formatDate(citizen.dob),
        citizen.address ? `<span class="clamp">${escape(citizen.address)}</span>` : '-',
        [citizen.learner_licenses_count, citizen.driving_licenses_count, citizen.vehicles_count].map((count) => count ?? 0).join(' / '),
        ...(edit ? [actions.filter(Boolean).join('')] : []),
      ];
      return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    })
    .join('');
}

const frame = (t: Translate, title: string, content: string, titleClass = '') =>
  `<style>${STYLE}</style><header>${escape(t('app.name'))}</header><main><h1 class="${titleClass}">${escape(t(title))}</h1>${content}</main>`;

const citizensPicture: Picture<{ data?: Citizen[] }> = ({ data: citizens }, t, { role }) => {
  if (!citizens?.length) return null;
  const columns = ['index', 'name', 'profile_type', 'contact', 'dob', 'address', 'counts', ...(canAccess(role, 'citizens.edit') ? ['actions'] : [])];
  const head = columns.map((column) => `<th>${escape(t(`citizens.list.columns.${column}`))}</th>`).join('');
  return frame(t, 'citizens.list.title', `<section><table><thead><tr>${head}</tr></thead><tbody>${citizenRows(citizens, t, role)}</tbody></table></section>`);
};

const TILES = ['pending_requests', 'total_citizens', 'total_users'] as const;

/** StaffDashboard's counts (a plain user's dashboard is another screen). The count has the class of the app's. */
const dashboardPicture: Picture<Partial<Record<(typeof TILES)[number], number>>> = (stats, t, { role }) => {
  if (role === 'user') return null;
  const tiles = TILES.map(
    (tile) => `<section><p>${escape(t(`shell.dashboard.${tile}`))}</p><h4 class="MuiTypography-h4">${groupIndian(stats[tile] ?? 0)}</h4></section>`,
  );
  return frame(t, role === 'manager' ? 'shell.dashboard.manager_title' : 'shell.dashboard.staff_title', `<div class="tiles">${tiles.join('')}</div>`, 'count-title');
};

/** Takes the picture away once the app has drawn its own rows, left the path, or drawn something else for a while. */
function giveWayToApp(picture: HTMLElement, root: HTMLElement, path: string, drawn: Drawn) {
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    observer.disconnect();
    clearTimeout(deadline);
    picture.remove();
  };
  const observer = new MutationObserver(() => {
    if (drawn(root) || window.location.pathname !== path) remove();
    else deadline ??= setTimeout(remove, GIVE_WAY_MS);
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Draws the picture from the screen's early answer and the user's, unless the app has drawn first, the page is narrower
 * than a desk, the user must first choose a new password, or the answer holds nothing to show. `drawn` finds the app's
 * own drawing of the same content.
 */
async function drawFirst<Answer>(early: Promise<Response>, user: Promise<SessionUser | null>, picture: Picture<Answer>, drawn: Drawn): Promise<void> {
  const root = document.getElementById('root');
  if (!root || window.innerWidth < DESK_WIDTH) return;
  const path = window.location.pathname;
  const [answer, me, texts] = await Promise.all([early, user, loadPictureTexts()]);
  if (!me || me.must_change_password || !answer.ok || root.childElementCount || window.location.pathname !== path) return;
  const html = picture((await answer.clone().json()) as Answer, translator(texts), me);
  if (!html) return;
  const element = document.createElement('div');
  element.id = 'first-draw';
  element.setAttribute('aria-hidden', 'true');
  element.inert = true;
  element.innerHTML = html;
  document.body.append(element);
  giveWayToApp(element, root, path, drawn);
}

export const drawCitizensFirst = (list: Promise<Response>, user: Promise<SessionUser | null>) =>
  drawFirst(list, user, citizensPicture, (root) => !!root.querySelector('tbody tr td'));

/** The app has drawn a count: a digit in a tile's number, not the skeleton it shows while loading. */
export const drawDashboardFirst = (stats: Promise<Response>, user: Promise<SessionUser | null>) =>
  drawFirst(stats, user, dashboardPicture, (root) => [...root.querySelectorAll('.MuiTypography-h4')].some((count) => /\d/.test(count.textContent ?? '')));
