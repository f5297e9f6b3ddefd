notice(Enum['a', 'b']('a'))
