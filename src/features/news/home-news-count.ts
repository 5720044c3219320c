/**
 * How many latest articles the home page's news block shows beside the hot one. A module of its
 * own: the block's code needs the number, not the API client that loads the articles.
 */
export const homeLatestCount = 4;
