notice({1 => 'i'}[1.0])
