notice(type({a => [1, 2], b => {c => 'd'}}))
notice(type({a => [1, 2], b => {c => 'd'}}, 'generalized'))
notice(type({a => [1, 2], b => {c => 'd'}}, 'reduced'))
