notice(get([1, 2, 3], '-1'))
notice(get({a => [1, {b => 2}]}, 'a.1.b'))
notice(get({'a b' => 1}, '"a b"'))
notice(get({'a' => {'b.c' => 2}}, "a.'b.c'"))
