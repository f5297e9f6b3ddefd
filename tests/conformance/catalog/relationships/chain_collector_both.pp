package { ['a', 'b']: tag => 'pkgs' }
service { ['s1', 's2']: tag => 'svcs' }
Package <| tag == 'pkgs' |> -> Service <| tag == 'svcs' |>
