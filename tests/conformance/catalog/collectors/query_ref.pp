notify { 'x': }
@notify { 'a': require => Notify['x'] }
@notify { 'b': }
Notify <| require == Notify['x'] |>
