notice("😀"[0], '😀x'[1])
