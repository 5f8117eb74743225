import { type ComponentType, lazy } from 'react';

const renderNothing = () => null;

/**
 * React.lazy for a part a page can do without (the toasts, the home carousel): when its script
 * chunk cannot be fetched, it renders nothing, as a failed call for its data would, instead of
 * failing the whole page; the failure is logged.
 */
export function lazyOrNothing<Props extends object>(
  what: string,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        return { default: renderNothing as ComponentType<Props> };
      },
    ),
  );
}
