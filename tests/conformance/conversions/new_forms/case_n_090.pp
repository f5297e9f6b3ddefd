notice(Hash.new([[[0], 1], [[1, 0], 2]], 'hash_tree'))
