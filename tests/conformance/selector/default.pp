notice('other' ? { 'a' => 1, default => 'dflt' })
