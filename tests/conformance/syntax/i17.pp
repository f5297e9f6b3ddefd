notice("${default}")
