notice(Hash.new([[true]].reverse_each))
