$data = {a => {b => [10, 20]}, 'x.y' => 1}
notice(get($data, 'a.b.1'))
notice($data.get('a.b'))
notice($data.get('a.c') =~ Undef)
notice($data.get('a.c', 'dflt'))
notice($data.get('"x.y"'))
notice($data.get(''))
notice(get(undef, 'a', 'd'))
notice([1, [2, 3]].get('1.0'))
