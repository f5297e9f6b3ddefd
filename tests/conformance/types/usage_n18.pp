notice(Struct[{a => Integer}] =~ Type[Struct]) notice(Tuple =~ Type[Array]) notice(Tuple[Integer] <= Array[Integer])
