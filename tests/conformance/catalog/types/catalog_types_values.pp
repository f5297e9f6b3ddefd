notify { 'n': message => { 'int' => 1, 'f' => 1.5, 'b' => true, 's' => 'x', 'a' => [1, 'two'], 't' => Integer, 'r' => Notify['n'] } }
