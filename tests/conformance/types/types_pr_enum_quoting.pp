notice(Enum["it's", 'a"b', 'c d'])
