/** An embedding model for the assistant's retrieval (issue 26, decision 077); none configured: no vector similarity. */
export interface EmbeddingProvider {
  readonly name: string;
  /** The model's name, stored beside each vector: vectors of another model are never compared with this one's. */
  readonly model: string;
  /** One vector per text, in the order given. */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
