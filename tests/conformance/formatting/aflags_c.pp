notice(String([[1, [2]], [3]], '%#2a'))
notice(String([{'a' => [1, 2]}, 3], '%#a'))
notice(String({'k' => [{'a' => 1}, [2]]}, '%#h'))
