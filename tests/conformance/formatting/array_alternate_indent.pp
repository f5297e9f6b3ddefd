notice(String([1, [2, 3], {'a' => 1}], '%#a'))
notice(String([[1], [2]], '%#a'))
notice(String([1, [2, [3, 4]], 5], '%#a'))
