$a = [1, 'two', undef, 3.0]
$h = {'k' => 'v', 1 => [2]}
notice("a=${a} h=${h}")
notice("${{}}${[]}")
