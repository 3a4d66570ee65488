#!/usr/bin/env python3
"""The reference pixelmatch (PyPI `pixelmatch`, pure Python) on two PNGs, as `lockshot diff` runs it:
exact (threshold 0, antialiased pixels counted), a diff image written. Prints the differing pixels."""
import sys

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

a, b, out = Image.open(sys.argv[1]).convert("RGBA"), Image.open(sys.argv[2]).convert("RGBA"), sys.argv[3]
diff = Image.new("RGBA", a.size)
count = pixelmatch(a, b, diff, threshold=0, includeAA=True)
diff.save(out)
print(count)
