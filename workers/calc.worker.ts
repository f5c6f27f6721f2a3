/// <reference lib="webworker" />
/**
 * The calculation worker: exposes `calcApi` through Comlink. `self` is passed explicitly so that
 * the in-process shim of @vitest/web-worker works as a real worker does (stack-check P8).
 */
import { expose } from 'comlink';
import { calcApi } from './calc-api.ts';

expose(calcApi, self);
