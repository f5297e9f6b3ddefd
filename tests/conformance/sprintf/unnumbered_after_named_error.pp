notice(sprintf('%<x>d %s', {'x' => 1, 'y' => 'a'}))
