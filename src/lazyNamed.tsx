import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
type AnyComponent = ComponentType<any>;

/** A screen fetched as its own chunk when first shown, whose fetch can also start earlier. */
export type LazyScreen<Component extends AnyComponent> = ReturnType<typeof lazy<Component>> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, so a page or resource screen is fetched as its own chunk when first
 * shown: `lazyNamed(() => import('./home/HomePage'), 'HomePage')`. AppLayout suspends on it.
 *
 * `preload()` starts the fetch early (the opened screen's code beside the app's own, see preloadScreen). Once the code is
 * here the component renders at once: React.lazy reads a thenable that has already settled without suspending, so no
 * fallback is drawn and React's reveal throttle (300 ms after a fallback) never holds the screen back.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  let loaded: { default: Module[Name] } | undefined;
  let loading: Promise<{ default: Module[Name] }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is asked for again next time
        throw error;
      },
    ));
  const settled = (value: { default: Module[Name] }) => ({ then: (resolve: (module: { default: Module[Name] }) => void) => resolve(value) });
  const screen = lazy(() => (loaded ? settled(loaded) : preload()) as Promise<{ default: Module[Name] }>);
  return Object.assign(screen, { preload });
}

/**
 * A dialog (or other popup) fetched as its own chunk when first shown, in its own Suspense with nothing as fallback, so
 * the form code it carries (react-hook-form, inputs) stays out of the screen that opens it and the screen stays as it
 * is while the dialog's code arrives.
 */
export function lazyDialog<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  const Dialog = lazyNamed(load, name);
  const Deferred = (props: ComponentProps<Module[Name]>) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
  return Deferred;
}
