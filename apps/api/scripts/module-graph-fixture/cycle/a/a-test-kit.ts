// A test kit reaching back into d: left out of the graph, so d → a is no cycle.
export { d } from '../d/d.js';
