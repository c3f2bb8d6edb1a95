/**
 * Price sources: adapters that turn a provider's messages into ticks and instrument states.
 * The composer (failover, staleness, sessions, markup) and the market engine use only this file.
 */
export type {
  InstrumentBinding,
  SourceAdapter,
  SourceTick,
  SourceCounters,
  SourceListener,
  SourceState,
  SourceStateChange,
} from './source';
export { type SourceClock, systemClock } from './clock';
export type { SourceDeps, SourceLog } from './source-runtime';
export {
  type InstrumentSources,
  loadSourcesFile,
  type MarkupSetting,
  parseSourcesFile,
  type Route,
  type SourcesPlan,
  type SourcesPolicy,
  SourcesFileError,
} from './sources-file';
export { createSourceAdapters } from './create-sources';
