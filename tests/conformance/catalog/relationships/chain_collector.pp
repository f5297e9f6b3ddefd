notify { 'a': tag => 'g' }
notify { 'b': tag => 'g' }
notify { 'c': }
Notify <| tag == 'g' |> -> Notify['c']
Notify['c'] -> Notify <| title == 'zzz' |>
