notify { 'a': tag => 'first' }
notify { 'b': }
notify { 'z': }
Notify <| tag == 'first' |> -> Notify['z']
Notify['b'] ~> Notify <| title == 'z' |>
