notice(sprintf('%s %<x>s', {'x' => 1}))
