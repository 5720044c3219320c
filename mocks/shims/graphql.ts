// @mswjs/data (CommonJS) requires graphql whole for the GraphQL handlers it can generate; the fake
// backend has hand-written REST handlers and never asks for them. In the browser bundle the alias in
// vite.config.ts points `graphql` here, so the fake backend's chunk carries none of it. Loading the
// library builds four comparator input types from these two; any other GraphQL use fails loudly.
export class GraphQLList {
  constructor(readonly ofType: unknown) {}
}
export class GraphQLInputObjectType {
  constructor(readonly config: unknown) {}
}
