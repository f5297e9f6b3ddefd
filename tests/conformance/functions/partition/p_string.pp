notice("abc".partition |$c| { $c == b })
