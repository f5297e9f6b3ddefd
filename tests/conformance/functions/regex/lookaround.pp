notice('price: 42 USD'.match(/\d+(?= USD)/))
notice(regsubst('foobar', '(?<=foo)bar', 'BAZ'))
