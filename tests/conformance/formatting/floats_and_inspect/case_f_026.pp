notice("${undef}|${default}")
