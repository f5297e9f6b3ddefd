$h = { 'a b' => 'spaced', "x" => { 'y' => 'deep' } }
notice("${h['a b']} ${h["x"]['y']} ${"inner ${h['x']['y']}"}")
