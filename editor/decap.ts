import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/*
 * Decap CMS as our code sees it: the few globals its script defines (window.CMS, h, createClass), typed
 * for what we use, and one adapter that lets a widget or a preview be an ordinary React component of
 * ours. Decap bundles its own React and exposes only createElement (h) and createClass; our components
 * use hooks, so each one renders with our React into a node of its own inside Decap's tree. Decap keeps
 * driving the outside: it passes the props, asks `isValid()` before saving, and unmounts.
 */

/** An Immutable.js value as Decap hands it over (a field's config, an entry). */
export interface Immutable {
  get(key: string, fallback?: unknown): unknown;
  getIn(path: (string | number)[], fallback?: unknown): unknown;
  toJS(): unknown;
}

/** What Decap accepts from `isValid()`: synchronous only (a Promise makes Decap block the save with « processing »). */
export type Validity = true | { error: { type: 'CUSTOM'; message: string; parentIds?: string[] } };

/** The props Decap gives a widget's control (the ones we use). */
export interface DecapControlProps {
  value: unknown;
  field: Immutable;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  locale?: string;
  parentIds?: string[];
  getEntry(): Immutable;
  t(key: string, values?: Record<string, unknown>): string;
}

/** The props of a preview template (the ones we use). */
export interface DecapPreviewProps {
  entry: Immutable;
  collection: Immutable;
  document: Document;
  window: Window;
  getAsset(path: string): { toString(): string } | undefined;
}

export interface EventHandlerData {
  entry: Immutable;
  author: { login?: string; name?: string };
}

export type DecapEvent = 'prePublish' | 'postPublish' | 'preUnpublish' | 'postUnpublish' | 'preSave' | 'postSave';

interface DecapClassSpec {
  render(this: DecapInstance): unknown;
  [method: string]: unknown;
}

interface DecapInstance {
  props: Record<string, unknown>;
  [key: string]: unknown;
}

export interface DecapCms {
  init(options?: { config?: Record<string, unknown> }): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: Record<string, unknown>): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(url: string, options?: { raw?: boolean }): void;
  registerEventListener(listener: { name: DecapEvent; handler(data: EventHandlerData): unknown }, options?: Record<string, unknown>): void;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    h?: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    createClass?: (spec: DecapClassSpec) => unknown;
  }
}

/** Decap's globals, there once /admin/decap-cms.js has run (public/admin/index.html loads it first). */
export function decap() {
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass) throw new Error('editor: Decap CMS is not loaded (/admin/decap-cms.js)');
  return { CMS, h, createClass };
}

/** What Decap asks of a widget's control itself. */
interface ControlMethods {
  isValid?: () => unknown;
  focus?: (path: unknown) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: Record<string, unknown>) => boolean;
}

/** Decap's Widget's own rule for a control without one (core, EditorControlPane/Widget.js): drawn again when these change. */
const DRAWN_AGAIN_ON = ['value', 'classNameWrapper', 'hasActiveStyle'] as const;

/**
 * Decap's own widget `name`, registered again around itself: `props` gives what its control is drawn
 * with on each render (the wrapper's props, changed as it needs), and what Decap asks of the control
 * itself is asked of Decap's own. That includes when to draw it again: Decap's Widget takes the
 * control's own shouldComponentUpdate, else draws it again only when its value changes. The relation
 * widget's rule adds its options (`queryHits`), which arrive after it is drawn: without it, « Articles
 * liés » and « Auteur » never showed what an opened entry holds. Before CMS.init().
 */
export function wrapWidget(CMS: DecapCms, name: string, props: (wrapper: DecapInstance) => Record<string, unknown>): void {
  const { h, createClass } = decap();
  const widget = CMS.getWidget(name) as { control: unknown; preview?: unknown; schema?: Record<string, unknown> } | undefined;
  if (!widget) return;
  const inner = (wrapper: DecapInstance) => wrapper.inner as ControlMethods | undefined;
  const control = createClass({
    render(this: DecapInstance) {
      return h(widget.control, { ...props(this), ref: (drawn: unknown) => (this.inner = drawn) });
    },
    isValid(this: DecapInstance) {
      const drawn = inner(this);
      return drawn?.isValid ? drawn.isValid() : true;
    },
    focus(this: DecapInstance, path: unknown) {
      inner(this)?.focus?.(path);
    },
    getValidateValue(this: DecapInstance) {
      return inner(this)?.getValidateValue?.();
    },
    shouldComponentUpdate(this: DecapInstance, next: Record<string, unknown>) {
      const drawn = inner(this);
      if (drawn?.shouldComponentUpdate) return drawn.shouldComponentUpdate(next);
      return DRAWN_AGAIN_ON.some((key) => this.props[key] !== next[key]);
    },
  });
  CMS.registerWidget(name, control, widget.preview, widget.schema);
}

/**
 * A Decap component (a widget's control or a preview template) drawn by one of ours: Decap renders an
 * empty node, our React renders `Component` into it with the props Decap passed, on every update.
 * `methods` are what Decap calls on the control itself (`isValid`), given the current props.
 */
export function fromReact<P extends object>(Component: ComponentType<P>, methods: Record<string, (props: P) => unknown> = {}): unknown {
  const { h, createClass } = decap();
  const spec: DecapClassSpec = {
    componentDidMount(this: DecapInstance) {
      this.root = createRoot(this.node as HTMLElement);
      (this.draw as () => void)();
    },
    componentDidUpdate(this: DecapInstance) {
      (this.draw as () => void)();
    },
    componentWillUnmount(this: DecapInstance) {
      const root = this.root as Root;
      // Unmounting our tree while Decap's React is still rendering its own would warn: next task.
      setTimeout(() => root.unmount(), 0);
    },
    draw(this: DecapInstance) {
      (this.root as Root).render(createElement(Component, this.props as P));
    },
    render(this: DecapInstance) {
      return h('div', { ref: (node: HTMLElement | null) => (this.node = node), className: 'editor-island' });
    },
  };
  for (const [name, method] of Object.entries(methods)) {
    spec[name] = function (this: DecapInstance) {
      return method(this.props as P);
    };
  }
  return createClass(spec);
}
