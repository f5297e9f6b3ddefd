$d = { 'list' => [1, 'two', 3.5, true, undef, default], 'h' => {}, 'e' => [], 're' => /a+b/, 't' => Integer[1, 5] }
notice($d)
notice([[1, [2, [3]]], { 'x' => { 'y' => 'z' } }])
