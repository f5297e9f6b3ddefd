@notify { 'v': message => 'virtual' }
realize(Notify['v'])
Notify <| title == 'v' |>
realize(Notify['v'])
