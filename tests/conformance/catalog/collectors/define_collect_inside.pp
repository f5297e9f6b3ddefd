define mk() { file { "/tmp/${title}": tag => 'made' } }
mk { ['a', 'b']: }
File <| tag == 'made' |> { mode => '0600' }
