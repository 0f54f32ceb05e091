import type { GraphQLScalarType } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../generated/resolvers-types.js';
import * as enumValues from '../core/enum-values.js';
import { model } from '../modules/models/model-query.js';
import { models } from '../modules/models/models-query.js';
import { modelsByIds } from '../modules/models/models-by-ids-query.js';
import { Model } from '../modules/models/model-type.js';
import { Image } from '../modules/models/image-type.js';
import { Galleries, Photo, Video } from '../modules/models/galleries-type.js';
import { options } from '../modules/options/options-query.js';
import { Options, Place } from '../modules/options/options-type.js';
import * as content from '../modules/content/content-queries.js';
import { post, posts, Post } from '../modules/posts/posts-queries.js';
import { submissionMutations } from '../modules/submissions/mutations.js';

const { CATEGORY_IDS: _categoryIds, ...enums } = enumValues;

// graphql-tools copies every property of a scalar resolver onto the schema's scalar, the library's
// generic description over the SDL's: only the behaviour is passed, so introspection describes
// Upload as the published schema does.
const uploadBehaviour = {
  serialize: GraphQLUpload.serialize,
  parseValue: GraphQLUpload.parseValue,
  parseLiteral: GraphQLUpload.parseLiteral,
} as unknown as GraphQLScalarType;

export const resolvers: Resolvers = {
  ...enums,
  Upload: uploadBehaviour,
  Query: {
    models,
    modelsByIds,
    model,
    options,
    homeSlides: content.homeSlides,
    prehome: content.prehome,
    contact: content.contact,
    socialMedia: content.socialMedia,
    websiteText: content.websiteText,
    websiteImage: content.websiteImage,
    websiteVideo: content.websiteVideo,
    selectiveCities: content.selectiveCities,
    posts,
    post,
  },
  Mutation: submissionMutations,
  Model,
  Galleries,
  Photo,
  Video,
  Image,
  Options,
  Place,
  Slide: content.Slide,
  Contact: content.Contact,
  SelectiveCity: content.SelectiveCity,
  WebsiteImage: content.WebsiteMedia,
  WebsiteVideo: content.WebsiteMedia,
  Post,
};
