/**
 * The capture AudioWorklet, as source text: it is loaded from a Blob URL so the SDK ships as one
 * file with no extra asset to host (and needs no `unsafe-eval`; a CSP must allow `blob:` in
 * `worker-src`/`script-src`, otherwise the ScriptProcessor fallback is used). It forwards each
 * 128-sample render block of the first channel to the main thread, which resamples.
 */
export const CAPTURE_PROCESSOR_NAME = 'parley-capture';

export const CAPTURE_WORKLET_SOURCE = `registerProcessor('${CAPTURE_PROCESSOR_NAME}', class extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
});`;
