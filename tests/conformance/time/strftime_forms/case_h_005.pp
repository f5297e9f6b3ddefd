notice(Hash.new([[undef]].reverse_each))
