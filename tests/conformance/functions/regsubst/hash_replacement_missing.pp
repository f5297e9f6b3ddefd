notice(regsubst('abc', '[abc]', {'a' => 'A'}, 'G'))
