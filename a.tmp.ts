import { bundleEditor } from './scripts/admin';
await bundleEditor('out');
