notice(Tuple[Integer, String]([1, 'a']))
notice(Tuple[String, String]({'a' => 'b'}))
notice(Tuple[Integer, 1, 5](3, true))
