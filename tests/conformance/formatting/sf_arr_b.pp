notice(String([1, 'abc', [2, 'def']], '%#3a'))
notice(String(['aaaa', 'bbbb', 'cccc'], '%#10a'))
notice(String([['aaaa', 'bbbb'], ['cccc']], '%#10a'))
notice(String([['aaaa', 'bbbb'], ['cccc']], '%#100a'))
