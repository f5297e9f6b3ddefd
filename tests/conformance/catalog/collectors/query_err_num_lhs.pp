@notify { 'a': message => 'm' }
Notify <| 1 == 'm' |>
notice('x')
