notice({undef => 1, default => 2, [1] => 3})
