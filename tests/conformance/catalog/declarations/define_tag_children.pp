define d { notify { "n-${title}": } }
d { 'x': tag => 'special' }
Notify <| tag == 'special' |> { message => 'collected by tag' }
