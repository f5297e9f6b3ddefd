notify { 'last': }
notify { 'a': tag => 'pre' }
notify { 'b': tag => 'pre' }
Notify <| tag == 'pre' |> -> Notify['last']
