notice("a ${undef} b")
