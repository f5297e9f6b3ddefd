notice('x' ? { default => 'd', 'x' => 'x' })
