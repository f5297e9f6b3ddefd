notify { 'a': tag => 't' }
notify { 'b': }
Notify['b'] -> Notify <| tag == 't' |>
