$x = {'a' => 1}
@notify { 'a': message => 'm' }
Notify <| $x |>
notice('x')
