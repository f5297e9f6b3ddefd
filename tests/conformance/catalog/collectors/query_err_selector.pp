@notify { 'a': message => 'm' }
Notify <| message == $x ? { default => 'm' } |>
notice('x')
