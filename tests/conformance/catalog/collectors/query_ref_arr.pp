notify { 'x': }
notify { 'y': }
@notify { 'a': require => [Notify['x'], Notify['y']] }
@notify { 'b': require => Notify['y'] }
Notify <| require == Notify['y'] |>
