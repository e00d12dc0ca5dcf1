/** Values interpolated into ICU messages. */
export type MessageDescriptorValues = Record<string, string | number>;
