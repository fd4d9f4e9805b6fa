#!/usr/bin/env bash
# Remakes speech/common-english.tsv: the most likely words of PocketSphinx's US English language
# model with their log10 unigram probabilities, kept where the CMU dictionary can say them. The
# organization language models (src/modules/voice/recognition) take their everyday English from it.
# Needs Debian's pocketsphinx-en-us and sphinxbase-utils (sphinx_lm_convert). The converter of
# Debian's version stops with an assertion while writing the bigrams of the binary model, after
# the unigrams: those are all this needs.
set -uo pipefail
MODEL=/usr/share/pocketsphinx/model/en-us
WORDS=${1:-20000}
out="$(dirname "$0")/../speech/common-english.tsv"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(sphinx_lm_convert -i "$MODEL/en-us.lm.bin" -o "$tmp/lm.arpa" -ofmt arpa >/dev/null 2>&1) 2>/dev/null || true
awk '{print $1}' "$MODEL/cmudict-en-us.dict" | sort -u >"$tmp/said"
{
  printf '# The %s most likely words of CMU Sphinx'"'"'s US English language model (en-us.lm.bin, pocketsphinx-en-us),\n' "$WORDS"
  printf '# with their log10 unigram probabilities, kept where the CMU dictionary has a pronunciation.\n'
  printf '# Made by apps/api/scripts/make-common-english.sh. BSD-style licence, as the model.\n'
  awk '/\\1-grams:/{f=1;next} /\\2-grams:/{exit} f&&NF>=2{print $1"\t"$2}' "$tmp/lm.arpa" |
    grep -P "\t[a-z][a-z']*$" |
    awk -F'\t' 'NR==FNR{said[$1]=1;next} ($2 in said)' "$tmp/said" - |
    sort -t$'\t' -k1,1 -g -r | head -n "$WORDS" | awk -F'\t' '{print $2"\t"$1}'
} >"$out"
echo "wrote $(($(wc -l <"$out") - 3)) words to $out"
