// A minimal H.264 Baseline encoder that needs no codec library: key frames carry every macroblock
// as raw samples (I_PCM), and the frames between them skip every macroblock (repeat the picture).
// Big per key frame, but exact, tiny code, and playable by any H.264 decoder.

import { BitWriter } from './bit-writer.js';

export type YuvFrame = { y: Uint8Array; u: Uint8Array; v: Uint8Array };

const LOG2_MAX_FRAME_NUM = 4;

/** Adds emulation-prevention bytes so no start code appears inside a NAL unit. */
function nal(type: number, refIdc: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export class PcmEncoder {
  readonly mbWidth: number;
  readonly mbHeight: number;
  private frameNum = 0;
  private idrId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (width % 2 !== 0 || height % 2 !== 0) throw new Error('width and height must be even');
    this.mbWidth = Math.ceil(width / 16);
    this.mbHeight = Math.ceil(height / 16);
  }

  /** Coded size: whole macroblocks; the right and bottom padding is cropped away by the SPS. */
  get codedWidth(): number {
    return this.mbWidth * 16;
  }

  get codedHeight(): number {
    return this.mbHeight * 16;
  }

  sps(): Uint8Array {
    const w = new BitWriter();
    w.bits(66, 8); // profile_idc: Baseline
    w.bits(0xc0, 8); // constraint_set0 and set1: constrained baseline
    w.bits(30, 8); // level 3.0
    w.ue(0); // seq_parameter_set_id
    w.ue(LOG2_MAX_FRAME_NUM - 4);
    w.ue(2); // pic_order_cnt_type 2: output order is decoding order
    w.ue(1); // max_num_ref_frames
    w.bit(0); // gaps_in_frame_num_value_allowed_flag
    w.ue(this.mbWidth - 1);
    w.ue(this.mbHeight - 1);
    w.bit(1); // frame_mbs_only_flag
    w.bit(1); // direct_8x8_inference_flag
    // Crop offsets count chroma samples: two luma pixels each in 4:2:0.
    const cropRight = (this.codedWidth - this.width) / 2;
    const cropBottom = (this.codedHeight - this.height) / 2;
    const crop = cropRight > 0 || cropBottom > 0;
    w.bit(crop ? 1 : 0);
    if (crop) {
      w.ue(0);
      w.ue(cropRight);
      w.ue(0);
      w.ue(cropBottom);
    }
    w.bit(0); // vui_parameters_present_flag
    return nal(7, 3, w.trailing());
  }

  pps(): Uint8Array {
    const w = new BitWriter();
    w.ue(0); // pic_parameter_set_id
    w.ue(0); // seq_parameter_set_id
    w.bit(0); // entropy_coding_mode_flag: CAVLC
    w.bit(0); // bottom_field_pic_order_in_frame_present_flag
    w.ue(0); // num_slice_groups_minus1
    w.ue(0); // num_ref_idx_l0_default_active_minus1
    w.ue(0); // num_ref_idx_l1_default_active_minus1
    w.bit(0); // weighted_pred_flag
    w.bits(0, 2); // weighted_bipred_idc
    w.se(0); // pic_init_qp_minus26
    w.se(0); // pic_init_qs_minus26
    w.se(0); // chroma_qp_index_offset
    w.bit(1); // deblocking_filter_control_present_flag
    w.bit(0); // constrained_intra_pred_flag
    w.bit(0); // redundant_pic_cnt_present_flag
    return nal(8, 3, w.trailing());
  }

  /** An IDR picture of I_PCM macroblocks. Planes have the coded size (luma) and half of it (chroma). */
  keyFrame(frame: YuvFrame): Uint8Array {
    this.frameNum = 0;
    const w = new BitWriter();
    w.ue(0); // first_mb_in_slice
    w.ue(7); // slice_type: I, all slices
    w.ue(0); // pic_parameter_set_id
    w.bits(0, LOG2_MAX_FRAME_NUM); // frame_num
    w.ue(this.idrId++ % 2); // idr_pic_id differs between neighbouring IDRs
    w.bit(0); // no_output_of_prior_pics_flag
    w.bit(0); // long_term_reference_flag
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc
    const luma = new Uint8Array(256);
    const cb = new Uint8Array(64);
    const cr = new Uint8Array(64);
    const lumaWidth = this.codedWidth;
    const chromaWidth = lumaWidth / 2;
    for (let mby = 0; mby < this.mbHeight; mby++) {
      for (let mbx = 0; mbx < this.mbWidth; mbx++) {
        w.ue(25); // mb_type I_PCM
        w.alignZero(); // pcm_alignment_zero_bit
        for (let row = 0; row < 16; row++) {
          const start = (mby * 16 + row) * lumaWidth + mbx * 16;
          luma.set(frame.y.subarray(start, start + 16), row * 16);
        }
        for (let row = 0; row < 8; row++) {
          const start = (mby * 8 + row) * chromaWidth + mbx * 8;
          cb.set(frame.u.subarray(start, start + 8), row * 8);
          cr.set(frame.v.subarray(start, start + 8), row * 8);
        }
        w.raw(luma);
        w.raw(cb);
        w.raw(cr);
      }
    }
    return nal(5, 3, w.trailing());
  }

  /** A P picture that skips every macroblock: the previous picture shown again. */
  repeatFrame(): Uint8Array {
    this.frameNum = (this.frameNum + 1) % (1 << LOG2_MAX_FRAME_NUM);
    const w = new BitWriter();
    w.ue(0); // first_mb_in_slice
    w.ue(5); // slice_type: P, all slices
    w.ue(0); // pic_parameter_set_id
    w.bits(this.frameNum, LOG2_MAX_FRAME_NUM);
    w.bit(0); // num_ref_idx_active_override_flag
    w.bit(0); // ref_pic_list_modification_flag_l0
    w.bit(0); // adaptive_ref_pic_marking_mode_flag
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc
    w.ue(this.mbWidth * this.mbHeight); // mb_skip_run: all of them
    return nal(1, 2, w.trailing());
  }
}
