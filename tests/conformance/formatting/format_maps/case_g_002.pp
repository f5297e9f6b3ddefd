notice(String([1, [2, [3, {a => 1}]], 'x'], '%#a'))
