# Generated from book/70-vectors.nw by notangle; edit the book, not this file.
# Convert a Wycheproof ECDH secp224r1 JSON file (encoding ecpoint or asn)
# to the line-based text format that tests/check-vectors.c reads.
#
# Run as: python3 tests/vectors/wycheproof2txt.py INPUT.json > OUTPUT.txt
#
# The result depends only on the bytes of INPUT.json and on the last two
# components of its path, which name the file in the Wycheproof repository.
import hashlib
import json
import sys

P = 2**224 - 2**96 + 1
B = 0xB4050A850C04B3ABF54132565044B0B7D7BFD8BA270B39432355FFB4
SPKI_UNCOMPRESSED = "304e301006072a8648ce3d020106052b81040021033a00"
SPKI_COMPRESSED = "3032301006072a8648ce3d020106052b81040021031e00"


def raw_point(encoding, public):
    """The SEC 1 point inside `public`, as hex, or None when there is none."""
    if encoding == "ecpoint":
        return public if public else None
    if encoding == "asn":
        for prefix, size in ((SPKI_UNCOMPRESSED, 57), (SPKI_COMPRESSED, 29)):
            if public.startswith(prefix) and len(public) == 2 * (23 + size):
                return public[len(prefix):]
        return None
    sys.exit("unknown encoding " + encoding)


def classify(point):
    """Our classification of a SEC 1 point: (point class, x class)."""
    if point is None:
        return "none", "none"
    raw = bytes.fromhex(point)
    if len(raw) == 57 and raw[0] == 4:
        x, y = int.from_bytes(raw[1:29], "big"), int.from_bytes(raw[29:], "big")
    elif len(raw) == 29 and raw[0] in (2, 3):
        x, y = int.from_bytes(raw[1:], "big"), None
    else:
        return "none", "none"
    if x >= P:
        xclass = "range"
    else:
        rhs = (x**3 - 3 * x + B) % P
        xclass = "twist" if pow(rhs, (P - 1) // 2, P) == P - 1 else "curve"
    if y is None:
        pclass = "none"
    elif x >= P or y >= P:
        pclass = "range"
    elif (y * y - (x**3 - 3 * x + B)) % P != 0:
        pclass = "off"
    else:
        pclass = "ok"
    return pclass, xclass


def convert():
    path = sys.argv[1]
    data = open(path, "rb").read()
    doc = json.loads(data)
    name = "/".join(path.replace("\\", "/").split("/")[-2:])
    blob = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
    lines = []
    for group in doc["testGroups"]:
        if group["curve"] != "secp224r1":
            sys.exit("unexpected curve " + group["curve"])
        for t in group["tests"]:
            point = raw_point(group["encoding"], t["public"])
            pclass, xclass = classify(point)
            if t["result"] == "valid" and pclass != "ok":
                sys.exit("tcId %d is valid but its point is %s" % (t["tcId"], pclass))
            if t["result"] == "invalid" and pclass == "ok":
                sys.exit("tcId %d is invalid but its point is on the curve" % t["tcId"])
            fields = [str(t["tcId"]), t["result"], pclass, xclass,
                      t["private"] or "-", point or "-", t["shared"] or "-",
                      ",".join(t["flags"]) or "-", " ".join(t["comment"].split()) or "-"]
            lines.append(" ".join(fields))
    if len(lines) != doc["numberOfTests"]:
        sys.exit("numberOfTests is %d, found %d" % (doc["numberOfTests"], len(lines)))
    out = sys.stdout
    out.write("# Project Wycheproof (C2SP/wycheproof), %s\n" % name)
    out.write("# git blob %s; Apache License 2.0, see LICENSE-Apache-2.0.\n" % blob)
    out.write("# Converted by tests/vectors/wycheproof2txt.py; do not edit.\n")
    out.write("# tcId result point x private public shared flags comment\n")
    out.write("tests %d\n" % len(lines))
    for line in lines:
        out.write(line + "\n")


convert()
