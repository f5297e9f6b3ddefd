notice(Init[Variant[Integer, String]]('1'))
