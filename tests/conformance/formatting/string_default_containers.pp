notice(String([10]), String(['a']), String([1.5, 'b', undef, true]), String({'a' => 'b', 1 => 2.5}))
notice(String([]), String({}), String([[1, ['x']], {}]))
