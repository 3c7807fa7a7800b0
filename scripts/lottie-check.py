#!/usr/bin/env python3
"""Independent checks of a Lottie file, for the tests of `motion animate -o FILE.json`.

  lottie-check.py validate SCHEMA FILE...    validates each file against the Lottie
                                            specification's JSON schema (lottie-specs on PyPI)
  lottie-check.py png FILE FRAME OUT.png      renders one frame with rlottie as a PNG
  lottie-check.py svg FILE DIR FRAME...      writes each frame as DIR/FRAME.svg with python-lottie
                                            (the lottie package on PyPI), a second, independent
                                            reader of the file; rsvg-convert then draws them
  lottie-check.py render FILE OUT            renders every frame with rlottie (librlottie, its C
                                            API through ctypes) at the file's size; writes OUT
                                            as the frames' premultiplied BGRA pixels, one after
                                            the other, and prints "frames width height"

Exit 0 when every file is valid / rendered; 1 with one line per problem otherwise.
"""
import ctypes
import ctypes.util
import json
import os
import sys

# scripts/setup.sh --test installs lottie-specs and jsonschema here.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "lottie-specs"))


def validate(schema_path, files):
    import jsonschema
    with open(schema_path) as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for path in files:
        with open(path) as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors[:3]:
            where = "/".join(str(p) for p in error.absolute_path)
            print(f"{path}: {where}: {error.message[:200]}")
        bad += 1 if errors else 0
        if not errors:
            print(f"{path}: valid")
    return 1 if bad else 0


def svg(path, folder, frames):
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs
    animation = parse_tgs(path)
    for frame in frames:
        with open(os.path.join(folder, f"{frame}.svg"), "w") as f:
            export_svg(animation, f, frame)
    print(len(frames))
    return 0


def load(path):
    """rlottie's library, the animation loaded from `path`, its width, height and frame count."""

    name = ctypes.util.find_library("rlottie") or "librlottie.so.0-1"
    lib = ctypes.CDLL(name)
    lib.lottie_animation_from_data.restype = ctypes.c_void_p
    lib.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
    lib.lottie_animation_get_totalframe.restype = ctypes.c_size_t
    lib.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
    lib.lottie_animation_get_size.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
    lib.lottie_animation_render.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t,
                                            ctypes.c_size_t, ctypes.c_size_t]
    lib.lottie_animation_destroy.argtypes = [ctypes.c_void_p]
    with open(path, "rb") as f:
        data = f.read()
    # The key caches the parsed file inside rlottie; a unique one per call.
    animation = lib.lottie_animation_from_data(data, path.encode(), b"")
    if not animation:
        return lib, None, 0, 0, 0
    width, height = ctypes.c_size_t(), ctypes.c_size_t()
    lib.lottie_animation_get_size(animation, ctypes.byref(width), ctypes.byref(height))
    return lib, animation, width.value, height.value, lib.lottie_animation_get_totalframe(animation)


def png(path, frame, out):
    import struct
    import zlib
    lib, animation, w, h, frames = load(path)
    if not animation or not 0 <= frame < frames:
        print(f"{path}: rlottie cannot load it, or it has no frame {frame}")
        return 1
    buffer = (ctypes.c_uint32 * (w * h))()
    lib.lottie_animation_render(animation, frame, buffer, w, h, w * 4)
    pixels = bytes(buffer)
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            b, g, r, a = pixels[4 * (y * w + x):4 * (y * w + x) + 4]
            rows += bytes((r * 255 + a // 2) // a if a else 0 for r in (r, g, b)) + bytes((a,))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    with open(out, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))
    lib.lottie_animation_destroy(animation)
    return 0


def render(path, out):
    lib, animation, w, h, frames = load(path)
    if not animation:
        print(f"{path}: rlottie cannot load it")
        return 1
    buffer = (ctypes.c_uint32 * (w * h))()
    with open(out, "wb") as f:
        for k in range(frames):
            ctypes.memset(buffer, 0, w * h * 4)
            lib.lottie_animation_render(animation, k, buffer, w, h, w * 4)
            f.write(bytes(buffer))
    lib.lottie_animation_destroy(animation)
    print(frames, w, h)
    return 0


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "validate":
        return validate(sys.argv[2], sys.argv[3:])
    if len(sys.argv) >= 5 and sys.argv[1] == "svg":
        return svg(sys.argv[2], sys.argv[3], [int(k) for k in sys.argv[4:]])
    if len(sys.argv) == 5 and sys.argv[1] == "png":
        return png(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    if len(sys.argv) == 4 and sys.argv[1] == "render":
        return render(sys.argv[2], sys.argv[3])
    print(__doc__.strip().splitlines()[2], file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main())
