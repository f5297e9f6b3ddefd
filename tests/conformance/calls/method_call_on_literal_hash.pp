notice({ 'b' => 2, 'a' => 1 }.keys.sort)
notice({ 'b' => 2 }.size)
