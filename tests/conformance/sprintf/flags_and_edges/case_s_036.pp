notice(sprintf('%<x>s %s', {'x' => 1}, 2))
