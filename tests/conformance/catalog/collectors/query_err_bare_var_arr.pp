$x = [1, 'a']
@notify { 'a': message => 'm' }
Notify <| $x |>
notice('x')
