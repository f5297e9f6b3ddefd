notice(Enum['a','b'][0])
