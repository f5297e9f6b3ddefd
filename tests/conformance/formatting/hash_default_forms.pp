notice(String({'a' => 1, 'b' => 'x'}), String({'a' => 1}, '%h'), String({'a' => 1}, '%s'), String({'a' => 1}, '%p'))
