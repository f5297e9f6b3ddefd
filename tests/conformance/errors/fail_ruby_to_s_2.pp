fail({ 'a' => [1, 'x'], 'b' => undef })
