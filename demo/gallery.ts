/**
 * The gallery (demo/gallery.html): every state of demo/gallery-states.ts in light, dark and right
 * to left, one frame each, beside a picture of the same state before the design pass, and a theme
 * editor for the contract's custom properties. The same page
 * is each frame's content: `?stage=<name>&theme=dark&rtl` renders that one state alone.
 */
import 'market-checkout';
import type { ScriptedResponse } from '../mock/scenarios.js';
import { ARABIC, STAGES, type Checkout, type MockSession } from './gallery-states.js';

const params = new URLSearchParams(location.search);
const stageName = params.get('stage');

/** A private session of the mock service, so that frames do not take each other's scripted answers. */
function mockSession(): MockSession {
  const root = `${location.origin}/mock/gallery-${Math.random().toString(36).slice(2, 10)}`;
  return {
    root,
    baseUrl: (scenario = 'ok') => `${root}/${scenario}`,
    async script(...answers: ScriptedResponse[]) {
      await fetch(`${root}/script`, { method: 'POST', body: JSON.stringify(answers) });
    },
  };
}

/**
 * One state alone in its frame. The frame's scheme is set by the element's own `theme` (and the
 * frame page's `color-scheme`, for its canvas): a frame's `color-scheme` does not reach
 * `prefers-color-scheme` inside it in WebKit, and in Chromium only where the system agrees.
 */
async function renderFrame(name: string, theme: 'light' | 'dark', rtl: boolean): Promise<void> {
  // An element moving the buyer's focus (to a field to fix) would scroll the gallery to its frame;
  // twenty frames doing so as they load would leave the visitor nowhere.
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (options) {
    focus.call(this, { ...options, preventScroll: true });
  };
  document.body.replaceChildren();
  const stage = STAGES.find((s) => s.name === name);
  if (!stage) return;
  const el = document.createElement(stage.tag) as Checkout;
  for (const [attribute, value] of Object.entries(stage.attributes)) el.setAttribute(attribute, value);
  el.setAttribute('theme', theme);
  document.documentElement.dataset.theme = theme;
  if (rtl) {
    // No dir: an Arabic element lays itself out right to left, as on a partner's page that sets only lang.
    el.lang = 'ar';
    el.strings = ARABIC;
  }
  document.body.append(el);
  // The frame in the gallery grows with its content (`frameElement` is of the parent's realm).
  const frame = frameElement as HTMLElement | null;
  new ResizeObserver(() => frame?.style.setProperty('block-size', `${document.body.offsetHeight}px`)).observe(document.body);
  await el.updateComplete;
  await stage.reach?.(el, { mock: mockSession(), wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
}

/**
 * The look before the design pass (issue #26), beside each live state: the screenshot baselines as
 * they were then, kept in demo/before/ (the tests' own baselines have moved on). `view` is one of
 * the options of the page's "Before" picker, e.g. `360-light` or `rtl-1024-dark`.
 */
function beforeImage(stage: string, view: string): HTMLImageElement {
  const img = document.createElement('img');
  img.className = 'before';
  img.alt = `${stage} before the redesign (${view})`;
  img.loading = 'lazy';
  showBefore(img, stage, view);
  return img;
}

function showBefore(img: HTMLImageElement, stage: string, view: string): void {
  // Only some states were photographed right to left: the others show their left-to-right shot.
  const ltr = view.replace(/^rtl-/, '');
  img.onerror = () => {
    img.onerror = null;
    img.src = `./before/${stage}-${ltr}.png`;
  };
  img.src = `./before/${stage}-${view}.png`;
}

function renderGallery(): void {
  const gallery = document.getElementById('gallery')!;
  const frames: HTMLIFrameElement[] = [];
  const befores: [HTMLImageElement, string][] = [];
  const beforeView = document.getElementById('before') as HTMLSelectElement;
  for (const stage of STAGES) {
    const heading = document.createElement('h2');
    heading.textContent = stage.title;
    gallery.append(heading);
    const before = beforeImage(stage.name, beforeView.value);
    befores.push([before, stage.name]);
    gallery.append(before);
    for (const view of ['light', 'dark', 'rtl'] as const) {
      const frame = document.createElement('iframe');
      frame.title = `${stage.title} (${view === 'rtl' ? 'right to left' : view})`;
      frame.loading = 'lazy';
      frame.className = view;
      frame.src = `?stage=${stage.name}&theme=${view === 'dark' ? 'dark' : 'light'}${view === 'rtl' ? '&rtl' : ''}`;
      frame.addEventListener('load', () => applyTheme(frame));
      frames.push(frame);
      gallery.append(frame);
    }
  }

  const editor = document.getElementById('editor') as HTMLFormElement;
  const inputs = [...editor.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="--market-"]')];
  // Nothing is set until the visitor changes a control: the elements' own defaults show first.
  const touched = new Set<string>();
  function applyTheme(frame: HTMLIFrameElement): void {
    const root = frame.contentDocument?.documentElement;
    if (!root) return;
    for (const input of inputs) {
      const value = input.value ? input.value + (input.dataset.unit ?? '') : '';
      if (touched.has(input.name) && value) root.style.setProperty(input.name, value);
      else root.style.removeProperty(input.name);
    }
  }
  editor.addEventListener('input', (event) => {
    touched.add((event.target as HTMLInputElement).name);
    frames.forEach(applyTheme);
  });
  editor.addEventListener('reset', () => {
    touched.clear();
    // The form resets its controls after this event: apply once it has.
    setTimeout(() => frames.forEach(applyTheme));
  });
  document.getElementById('replay')!.addEventListener('click', () => {
    for (const frame of frames) frame.contentWindow?.location.reload();
  });
  beforeView.addEventListener('change', () => {
    for (const [img, stage] of befores) showBefore(img, stage, beforeView.value);
  });
  const width = document.getElementById('width') as HTMLSelectElement;
  width.addEventListener('change', () => {
    for (const frame of frames) frame.style.maxInlineSize = width.value ? `${width.value}px` : '';
  });
}

if (stageName) void renderFrame(stageName, params.get('theme') === 'dark' ? 'dark' : 'light', params.has('rtl'));
else renderGallery();
