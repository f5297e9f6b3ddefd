$h = {a => {b => 1}}
notice("v=${h['a']['b']} ${h[a]}")
notice("$h")
notice("${[1,2][0]}")
notice("${upcase('x')}")
notice("${'abc'.upcase}")
