notice(Hash[String, Integer, 1, 2] <= Struct[{a => Integer}]) notice(Struct[{a => Integer}] <= Hash[String, Integer, 1, 2])
