$d = {a => {b => [1, {c => 2}]}}
notice($d.dig(a, b, 1, c))
notice($d.dig(a, x, y))
notice(dig($d, 'a', 'b', 0))
notice(dig([1, [2, 3]], 1, -1))
notice(dig($d))
notice(dig(undef, a))
