notice(Variant[1])
