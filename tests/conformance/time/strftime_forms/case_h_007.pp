notice(Hash.new([[[]]].reverse_each))
