notice(Enum[['a', 'b'], 'c'])
