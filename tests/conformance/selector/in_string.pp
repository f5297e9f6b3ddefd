$v = 'a'
notice("${$v ? { 'a' => 'A', default => '?' }}")
