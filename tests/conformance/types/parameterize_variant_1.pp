notice(Variant[Integer, 'a'])
