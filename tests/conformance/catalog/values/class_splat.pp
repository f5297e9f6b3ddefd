$x = { 'message' => Class }
notify { 'c': * => $x }
