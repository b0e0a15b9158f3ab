import { options } from 'preact';
import { runInNextTask } from '../lib/tasks.ts';

/**
 * When the production build (Preact, see web/vite.config.ts) renders a state change: as React does.
 * Preact's own default renders every change in a microtask, so an answer from the network was taken
 * into Apollo's cache and then drawn in one long task (on the flight list, about 90 ms of this VM's
 * time, counted four times over by Lighthouse's phone). React renders such changes in a task of
 * their own, and a change made in an event handler (a tap, a key) before the next event. This does
 * the same: inside the dispatch of an event on the page (`event` is set), a microtask as before, so
 * the next event sees the new state; otherwise the next task. A MessageChannel's message is no
 * such event: it is how lib/tasks.ts starts a task, and `event` stays set for the promise
 * callbacks that run at its end, so without the exception every change that follows a task of
 * ours would be drawn in that task.
 */
export function scheduleRendersLikeReact(scope: { event?: Event | undefined } = window): void {
  options.debounceRendering = (render) => {
    const event = scope.event;
    if (event && !(event instanceof MessageEvent)) queueMicrotask(render);
    else runInNextTask(render);
  };
}
