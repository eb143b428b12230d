import { register } from 'node:module';

register('./asset-stubs.mjs', import.meta.url);
