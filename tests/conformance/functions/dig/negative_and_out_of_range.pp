notice([1, 2, 3].dig(-1))
notice([1, 2, 3].dig(10) =~ Undef)
notice({a => [[1, 2]]}.dig('a', 0, 1))
