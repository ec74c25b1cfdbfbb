// The naming engine's own version, stored with every report beside the data set's version so that a
// paid report can always be traced to the code and data that produced it. Bump it whenever a change
// can alter the suggestions, their order, their scores or their wording for the same input.
export const ENGINE_VERSION = "3.15.1";
