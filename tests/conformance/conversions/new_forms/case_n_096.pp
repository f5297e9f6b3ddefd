notice(Hash.new([[1,2]].reverse_each))
