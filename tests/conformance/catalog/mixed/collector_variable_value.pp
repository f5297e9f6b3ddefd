$wanted = 'b'
@notify { ['a', 'b']: }
Notify <| title == $wanted |>
