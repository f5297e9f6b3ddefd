@notify { 'Hello': message => 'World' }
Notify <| message == 'world' |>
Notify <| title == 'hello' |>
notice('x')
