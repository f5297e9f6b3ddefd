notice("${undef}x")
