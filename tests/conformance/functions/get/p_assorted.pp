$d = {a => {b => [1, {c => 2}]}, 'x.y' => 3}
notice($d.get('a.b.1.c'))
notice($d.get('a.b.5', 'dflt'))
notice($d.get('"x.y"'))
notice(get([1,2,3], '1'))
notice(get($d, ''))
notice($d.get('a.q') |$e| { "missing" })
