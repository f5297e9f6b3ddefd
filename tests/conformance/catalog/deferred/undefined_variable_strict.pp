# The agent's scope knows $facts only
$x = { 'a' => 1 }
notify { 'a': message => Deferred('$x', ['a']) }
notify { 'b': message => [Deferred('$x', ['b'])] }
