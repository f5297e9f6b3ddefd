notice("a\u0000b")
notice("x\u0000")
warning("c\u0000d")
$s = "p\u0000q"
notice($s.length)
notice([$s])
notice("${s}z")
