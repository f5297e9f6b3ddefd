@notify { 'a': message => 'm' }
Notify <| 1.5 |>
notice('x')
