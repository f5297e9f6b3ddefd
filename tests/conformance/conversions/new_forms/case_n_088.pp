notice(Hash.new([[[a, b], 1], [[a, c], 2]], 'tree'))
