notice(String([1.5, 2], {Numeric => '%.1e'}))
