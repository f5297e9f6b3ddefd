notice(1)
$x = "a\u{110000}"
