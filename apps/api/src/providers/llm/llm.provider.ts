/** A chat model that answers from the passages it is given (issue 26, decision 071); none configured: extractive answers. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmProvider {
  readonly name: string;
  /** The reply, piece by piece as the model streams it. */
  stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string>;
}
