notice(Hash.new([[[1, 2], [3]]].reverse_each))
notice(Hash([{a => 1}].reverse_each))
notice(Hash([[1, 2]].reverse_each))
