notice(Variant[Integer])
notice(Variant[Integer, String, Integer])
notice(Variant[])
