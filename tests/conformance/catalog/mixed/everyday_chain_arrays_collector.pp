notify { ['a','b','c']: }
Notify['a'] -> [Notify['b'], Notify['c']]
Notify <| title == 'c' |> -> notify { 'd': }
