notice(String({'list' => [1, 2], 'map' => {'x' => 'y'}}, '%#p'))
