@notify { 'a': message => 2 }
Notify <| message == 1 + 1 |>
notice('x')
