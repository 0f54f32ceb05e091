export declare const IMAGE_PATH: '/img/';
export type ImageWidth = 240 | 360 | 480 | 720 | 900 | 1080 | 1440 | 1600 | 2400;
export declare const IMAGE_WIDTHS: readonly ImageWidth[];
export declare function imagePath(source: string, width: ImageWidth): string;
export declare function snapWidth(wanted: number): ImageWidth;
export declare function resizedImageUrl(source: string, wanted: number, origin?: string): string;
export declare function imageSrcset(source: string, widths: readonly ImageWidth[], origin?: string): string;
