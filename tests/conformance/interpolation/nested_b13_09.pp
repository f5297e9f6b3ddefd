$x = 'a'
notice("${x}::b $x::b")
