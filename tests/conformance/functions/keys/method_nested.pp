notice({a => {b => 1}}.keys)
notice({a => {b => 1}}[a].keys)
