notice(String([1, 2], '%-12a|'))
