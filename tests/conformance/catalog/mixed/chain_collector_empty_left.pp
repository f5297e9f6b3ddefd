notify { 'a': }
notify { 'z': }
Notify['a'] -> Notify <| title == 'nothing' |> -> Notify['z']
