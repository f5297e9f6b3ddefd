notice(Hash.new([{a=>1}].reverse_each))
