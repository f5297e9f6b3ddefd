@notify { 'a': message => 'm' }
Notify <| message == /m/ |>
notice('x')
