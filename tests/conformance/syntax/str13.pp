$h = {a => {b => 1}}
notice("${h['a']['b']} ${h[a][b]}")
