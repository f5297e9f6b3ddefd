$x = { 'k' => 'v' }
notice("$x")
