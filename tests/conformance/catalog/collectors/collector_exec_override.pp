exec { 'reload-a': command => '/bin/true' }
exec { 'reload-b': command => '/bin/false' }
Exec <| title == 'reload-a' |> { refreshonly => true }
Exec <| command == '/bin/false' |> { timeout => 30 }
