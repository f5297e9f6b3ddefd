notice(String([{a => 1}, {b => [1,2]}], '%#a'))
