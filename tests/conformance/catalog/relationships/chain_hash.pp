notify { 'x': }
Notify['x'] -> { 'a' => 1 }
