@notify { 'a': message => 'm' }
Notify <| message == 'm' or 1 |>
