class c { Notify <| tag == 'later' |> { message => 'changed' } }
include c
notify { 'x': tag => 'later', message => 'orig' }
