notice(sprintf('%<x>s', {'x' => 1}, 2))
