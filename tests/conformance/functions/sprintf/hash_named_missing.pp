sprintf('%<z>s', {'x' => 1})
