notice(lookup(['a', 'b']))
