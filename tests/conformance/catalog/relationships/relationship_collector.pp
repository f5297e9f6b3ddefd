package { ['a', 'b']: tag => 'pkgs' }
service { 'svc': }
Package <| tag == 'pkgs' |> -> Service['svc']
notice('ok')
