$x { mode => 1 }
