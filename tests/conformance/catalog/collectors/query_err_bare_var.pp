$x = true
@notify { 'a': message => 'm' }
Notify <| $x |>
notice('x')
