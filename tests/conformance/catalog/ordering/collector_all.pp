@notify { ['x', 'y']: }
Notify <| |>
