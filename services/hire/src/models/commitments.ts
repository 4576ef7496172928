// The name bench/hire-availability.ts imports; remove once it imports commitmentStore from './commitment-store'.
export { commitmentStore as commitments } from './commitment-store';
