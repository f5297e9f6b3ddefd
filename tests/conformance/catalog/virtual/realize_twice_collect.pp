@notify { 'a': message => 'm' }
realize(Notify['a'])
realize(Notify['a'])
Notify <| title == 'a' |>
