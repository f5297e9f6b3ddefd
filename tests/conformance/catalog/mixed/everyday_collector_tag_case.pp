notify { 'a': tag => ['web', 'Prod'] }
notify { 'b': tag => 'db' }
Notify <| tag == 'prod' |> { message => 'tagged' }
notice(tagged('prod'))
