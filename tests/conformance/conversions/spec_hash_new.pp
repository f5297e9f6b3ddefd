# spec "Hash.new", "Struct.new", "Tuple.new": an empty Array, [k, v] tuples, a flat list with an
# even count, an Iterable, a Hash
notice(Hash([]))
notice(Hash([['a', 1], ['b', 2]]))
notice(Hash(['a', 1, 'b', 2]))
notice(Hash(Integer[1, 4]))
notice(Hash({'x' => 'y'}))
notice(Struct[{a => Integer, b => Integer}](['a', 1, 'b', 2]))
notice(Tuple[String, Integer](['a', 1]))
notice(Tuple[Tuple[String, Integer]]({'a' => 1}))
