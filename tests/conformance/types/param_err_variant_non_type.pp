notice(Variant[Integer, 1])
