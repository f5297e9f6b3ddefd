notice(lookup(['a', 'b'], String, 'first') |$k| { $k })
