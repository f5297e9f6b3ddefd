$data = {a => {b => [10, 20, {c => 'deep'}]}}
notice(dig($data, 'a', 'b', 1))
notice($data.dig('a', 'b', 2, 'c'))
notice($data.dig('a'))
notice($data.dig())
notice($data.dig('x', 'y') =~ Undef)
notice($data.dig('a', 'b', 5) =~ Undef)
notice(dig(undef, 'a') =~ Undef)
notice([1, [2, 3]].dig(1, -1))
