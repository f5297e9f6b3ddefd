notice(Variant[])
