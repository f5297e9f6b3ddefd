notice(Hash(['a', 1, 'b']))
