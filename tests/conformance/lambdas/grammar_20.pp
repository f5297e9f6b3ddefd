notice({true => 1, undef => 2, default => 3})
