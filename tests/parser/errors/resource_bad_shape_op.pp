1 + 2 { mode => 1 }
