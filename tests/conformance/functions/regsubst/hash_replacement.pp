notice(regsubst('cat hat', '[ch]', {'c' => 'b', 'h' => 'm'}, 'G'))
notice(regsubst('abc', 'b', {'x' => 'y'}))
