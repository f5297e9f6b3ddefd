notice(Hash.new(['x'].reverse_each))
